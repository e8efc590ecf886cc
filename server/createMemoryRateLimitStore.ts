import {
  parseSlotTicket,
  type RateLimitStore,
  toSlotTicket,
} from './rateLimitStore'

type Entry = { atMs: number; ticket: string }
type Log = { entries: Entry[]; windowMs: number }

const SWEEP_EVERY_TAKES = 1024

const isUnder = (count: number, max: number) => count < max

/** One process's counters; the default when REDIS_URL is not set. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const logs = new Map<string, Log>()
  const pauses = new Map<string, number>()
  let nextTicket = 0
  let takesSinceSweep = 0

  const prune = (log: Log, nowMs: number) => {
    const cutoff = nowMs - log.windowMs
    let drop = 0
    while (
      drop < log.entries.length &&
      (log.entries[drop]?.atMs ?? 0) <= cutoff
    ) {
      drop += 1
    }
    if (drop > 0) log.entries.splice(0, drop)
  }

  const sweep = (nowMs: number) => {
    for (const [key, log] of logs) {
      prune(log, nowMs)
      if (log.entries.length === 0) logs.delete(key)
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
      log = { entries: [], windowMs }
      logs.set(key, log)
    }
    log.windowMs = windowMs
    prune(log, nowMs)
    return log
  }

  const add = (log: Log, atMs: number, ticket: string) => {
    const last = log.entries.at(-1)
    log.entries.push({ atMs, ticket })
    if (last && last.atMs > atMs) log.entries.sort((a, b) => a.atMs - b.atMs)
  }

  return {
    async take({ key, limit, windowMs, nowMs }) {
      const log = openLog(key, windowMs, nowMs)
      const { entries } = log
      if (entries.length < limit) {
        nextTicket += 1
        const ticket = String(nextTicket)
        add(log, nowMs, ticket)
        return { isAllowed: true, ticket }
      }
      const blocking = entries[entries.length - limit]
      const retryAfterMs = (blocking?.atMs ?? nowMs) + windowMs - nowMs
      return { isAllowed: false, retryAfterMs: Math.max(1, retryAfterMs) }
    },

    async release(key, ticket) {
      const log = logs.get(key)
      if (!log) return
      const index = log.entries.findIndex((entry) => entry.ticket === ticket)
      if (index >= 0) log.entries.splice(index, 1)
    },

    async readSlots({ key, windowMs, nowMs }) {
      const log = logs.get(key)
      if (!log) return []
      const cutoff = nowMs - windowMs
      return log.entries
        .filter((entry) => entry.atMs > cutoff)
        .map((entry) => ({ ...entry, ...parseSlotTicket(entry.ticket) }))
    },

    async takeSlot({ key, windowMs, nowMs, group, lane, limits }) {
      const log = openLog(key, windowMs, nowMs)
      let groupCount = 0
      let laneCount = 0
      let groupLaneCount = 0
      for (const entry of log.entries) {
        const parsed = parseSlotTicket(entry.ticket)
        const isGroup = parsed.group === group
        const isLane = parsed.lane === lane
        if (isGroup) groupCount += 1
        if (isLane) laneCount += 1
        if (isGroup && isLane) groupLaneCount += 1
      }
      if (
        !isUnder(log.entries.length, limits.maxTotal) ||
        !isUnder(groupCount, limits.maxGroup) ||
        !isUnder(laneCount, limits.maxLane) ||
        !isUnder(groupLaneCount, limits.maxGroupLane)
      ) {
        return { isAllowed: false }
      }
      nextTicket += 1
      const ticket = toSlotTicket(lane, group, String(nextTicket))
      add(log, nowMs, ticket)
      return { isAllowed: true, ticket }
    },

    async settle(key, ticket, atMs) {
      const log = logs.get(key)
      const entry = log?.entries.find(
        (candidate) => candidate.ticket === ticket,
      )
      if (!log || !entry || entry.atMs >= atMs) return
      entry.atMs = atMs
      log.entries.sort((a, b) => a.atMs - b.atMs)
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
