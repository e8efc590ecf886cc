import {
  type GroupCounts,
  parseSlotTicket,
  type RateLimitStore,
  toSlotTicket,
  type WindowCounts,
} from './rateLimitStore'

type Entry = {
  atMs: number
  ticket: string
  group: string
  /** The group's blocks, widest first (`group` last). */
  path: readonly string[]
  lane: string
  /** False once released or moved (settled to a later time). */
  isLive: boolean
}

/**
 * A log: its entries oldest first from `head` (those before it have left
 * the window; the array is compacted now and then, so leaving costs O(1)),
 * the live ones by ticket, and the counts of the live ones.
 */
type Log = {
  entries: Entry[]
  head: number
  windowMs: number
  live: Map<string, Entry>
  /** Entries from `head` on that are no longer live. */
  dead: number
  byLane: Map<string, number>
  byGroup: Map<string, GroupCounts>
  /** By `lane group`. */
  byGroupLane: Map<string, number>
  /** Groups with a live entry in the `quote` lane. */
  quoteGroups: number
  /** Live entries by the widest block of their path. */
  byWidest: Map<string, number>
}

const SWEEP_EVERY_TAKES = 1024
const COMPACT_AT = 1024

const isUnder = (count: number, max: number) => count < max

const newLog = (windowMs: number): Log => ({
  entries: [],
  head: 0,
  windowMs,
  live: new Map(),
  dead: 0,
  byLane: new Map(),
  byGroup: new Map(),
  byGroupLane: new Map(),
  quoteGroups: 0,
  byWidest: new Map(),
})

const bump = (counts: Map<string, number>, key: string, step: number) => {
  const next = (counts.get(key) ?? 0) + step
  if (next === 0) counts.delete(key)
  else counts.set(key, next)
}

/** Adds `step` (1 or -1) to the counts of `entry`'s lane and group, and
 * to the calls of each wider block of its path. */
function count(log: Log, entry: Entry, step: number) {
  bump(log.byLane, entry.lane, step)
  bump(log.byGroupLane, `${entry.lane} ${entry.group}`, step)
  bump(log.byWidest, entry.path[0] ?? entry.group, step)
  for (const block of entry.path) {
    if (block === entry.group) continue
    const wider = log.byGroup.get(block) ?? { calls: 0, flows: 0, quotes: 0 }
    wider.calls += step
    if (wider.calls === 0) log.byGroup.delete(block)
    else log.byGroup.set(block, wider)
  }
  let group = log.byGroup.get(entry.group)
  if (!group) {
    group = { calls: 0, flows: 0, quotes: 0 }
    log.byGroup.set(entry.group, group)
  }
  group.calls += step
  if (entry.lane === 'flow') group.flows += step
  if (entry.lane === 'quote') {
    group.quotes += step
    if (step > 0 && group.quotes === 1) log.quoteGroups += 1
    if (step < 0 && group.quotes === 0) log.quoteGroups -= 1
  }
  if (group.calls === 0) log.byGroup.delete(entry.group)
}

/** One process's counters; the default when REDIS_URL is not set. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const logs = new Map<string, Log>()
  const pauses = new Map<string, number>()
  let nextTicket = 0
  let takesSinceSweep = 0

  const compact = (log: Log) => {
    if (log.head < COMPACT_AT && log.dead < COMPACT_AT) return
    if (log.head * 2 < log.entries.length && log.dead * 2 < log.live.size) {
      return
    }
    log.entries = log.entries.slice(log.head).filter((entry) => entry.isLive)
    log.head = 0
    log.dead = 0
  }

  const prune = (log: Log, nowMs: number) => {
    const cutoff = nowMs - log.windowMs
    const { entries } = log
    while (log.head < entries.length) {
      const entry = entries[log.head]
      if (!entry || entry.atMs > cutoff) break
      if (entry.isLive) {
        entry.isLive = false
        log.live.delete(entry.ticket)
        count(log, entry, -1)
      } else {
        log.dead -= 1
      }
      log.head += 1
    }
    compact(log)
  }

  const sweep = (nowMs: number) => {
    for (const [key, log] of logs) {
      prune(log, nowMs)
      if (log.live.size === 0) logs.delete(key)
    }
    for (const [key, untilMs] of pauses) {
      if (untilMs <= nowMs) pauses.delete(key)
    }
  }

  /** The key's log, pruned to the window at `nowMs`. */
  const openLog = (key: string, windowMs: number, nowMs: number) => {
    takesSinceSweep += 1
    if (takesSinceSweep >= SWEEP_EVERY_TAKES) {
      takesSinceSweep = 0
      sweep(nowMs)
    }
    let log = logs.get(key)
    if (!log) {
      log = newLog(windowMs)
      logs.set(key, log)
    }
    log.windowMs = windowMs
    prune(log, nowMs)
    return log
  }

  /** Puts `entry` in its place by time: at the end, but for a clock that
   * went back. */
  const insert = (log: Log, entry: Entry) => {
    const { entries } = log
    let at = entries.length
    while (at > log.head && (entries[at - 1]?.atMs ?? 0) > entry.atMs) at -= 1
    if (at === entries.length) entries.push(entry)
    else entries.splice(at, 0, entry)
  }

  const add = (log: Log, entry: Entry) => {
    insert(log, entry)
    log.live.set(entry.ticket, entry)
    count(log, entry, 1)
  }

  /** The `index`-th live entry from the oldest. */
  const liveAt = (log: Log, index: number) => {
    if (log.dead === 0) return log.entries[log.head + index]
    let seen = 0
    for (let at = log.head; at < log.entries.length; at++) {
      const entry = log.entries[at]
      if (!entry?.isLive) continue
      if (seen === index) return entry
      seen += 1
    }
    return undefined
  }

  return {
    async take({ key, limit, windowMs, nowMs }) {
      const log = openLog(key, windowMs, nowMs)
      const size = log.live.size
      if (size < limit) {
        nextTicket += 1
        const ticket = String(nextTicket)
        add(log, {
          atMs: nowMs,
          ticket,
          group: '',
          path: [],
          lane: '',
          isLive: true,
        })
        return { isAllowed: true, ticket }
      }
      const blocking = liveAt(log, size - limit)
      const retryAfterMs = (blocking?.atMs ?? nowMs) + windowMs - nowMs
      return { isAllowed: false, retryAfterMs: Math.max(1, retryAfterMs) }
    },

    async release(key, ticket) {
      const log = logs.get(key)
      const entry = log?.live.get(ticket)
      if (!log || !entry) return
      entry.isLive = false
      log.live.delete(ticket)
      log.dead += 1
      count(log, entry, -1)
      compact(log)
    },

    async readSlots({ key, windowMs, nowMs }) {
      const log = logs.get(key)
      if (!log) return []
      const cutoff = nowMs - windowMs
      const slots = []
      for (let at = log.head; at < log.entries.length; at++) {
        const entry = log.entries[at]
        if (!entry?.isLive || entry.atMs <= cutoff) continue
        const { atMs, ticket } = entry
        slots.push({ atMs, ticket, ...parseSlotTicket(ticket) })
      }
      return slots
    },

    async countSlots({ key, windowMs, nowMs, groups }) {
      const log = logs.get(key)
      const counts: WindowCounts & { groups: Map<string, GroupCounts> } = {
        total: 0,
        flows: 0,
        background: 0,
        quoteGroups: 0,
        widestBlocks: 0,
        groups: new Map(),
      }
      if (!log) return counts
      log.windowMs = windowMs
      prune(log, nowMs)
      counts.total = log.live.size
      counts.flows = log.byLane.get('flow') ?? 0
      counts.background = log.byLane.get('background') ?? 0
      counts.quoteGroups = log.quoteGroups
      counts.widestBlocks = log.byWidest.size
      for (const group of groups) {
        const own = log.byGroup.get(group)
        if (own) counts.groups.set(group, { ...own })
      }
      return counts
    },

    async takeSlot({ key, windowMs, nowMs, group, path, lane, limits }) {
      const log = openLog(key, windowMs, nowMs)
      const blocks = path ?? [group]
      // The widest block holds the most calls: its count is the one the
      // ceiling is for.
      const groupCount = log.byGroup.get(blocks[0] ?? group)?.calls ?? 0
      const laneCount = log.byLane.get(lane) ?? 0
      const groupLaneCount = log.byGroupLane.get(`${lane} ${group}`) ?? 0
      if (
        !isUnder(log.live.size, limits.maxTotal) ||
        !isUnder(groupCount, limits.maxGroup) ||
        !isUnder(laneCount, limits.maxLane) ||
        !isUnder(groupLaneCount, limits.maxGroupLane)
      ) {
        return { isAllowed: false }
      }
      nextTicket += 1
      const ticket = toSlotTicket(lane, blocks, String(nextTicket))
      add(log, { atMs: nowMs, ticket, group, path: blocks, lane, isLive: true })
      return { isAllowed: true, ticket }
    },

    async settle(key, ticket, atMs) {
      const log = logs.get(key)
      const entry = log?.live.get(ticket)
      if (!log || !entry || entry.atMs >= atMs) return
      // The old place is left dead; the entry goes where its new time is.
      entry.isLive = false
      log.dead += 1
      const moved = { ...entry, atMs, isLive: true }
      log.live.set(ticket, moved)
      insert(log, moved)
      compact(log)
    },

    async pause({ key, untilMs }) {
      pauses.set(key, Math.max(untilMs, pauses.get(key) ?? 0))
    },

    async getPausedUntil(key, nowMs) {
      const untilMs = pauses.get(key) ?? 0
      return untilMs > nowMs ? untilMs : 0
    },

    async reset() {
      logs.clear()
      pauses.clear()
    },

    async close() {
      logs.clear()
      pauses.clear()
    },
  }
}
