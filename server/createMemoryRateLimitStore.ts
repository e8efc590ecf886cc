import type { RateLimitStore } from './rateLimitStore'

type Entry = { atMs: number; ticket: string }
type Log = { entries: Entry[]; windowMs: number }

const SWEEP_EVERY_TAKES = 1024

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

  return {
    async take({ key, limit, windowMs, nowMs }) {
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
      const { entries } = log
      if (entries.length < limit) {
        nextTicket += 1
        const ticket = String(nextTicket)
        const last = entries.at(-1)
        entries.push({ atMs: nowMs, ticket })
        if (last && last.atMs > nowMs) entries.sort((a, b) => a.atMs - b.atMs)
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

    async pause({ key, untilMs }) {
      pauses.set(key, Math.max(untilMs, pauses.get(key) ?? 0))
    },

    async getPausedUntil(key, nowMs) {
      const untilMs = pauses.get(key) ?? 0
      return untilMs > nowMs ? untilMs : 0
    },

    async close() {
      logs.clear()
      pauses.clear()
    },
  }
}
