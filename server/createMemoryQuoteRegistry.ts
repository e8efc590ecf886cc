import { QUOTE_MEMORY_MS, type QuoteRegistry } from './quoteRegistry'

type Entry = { group: string; flowUses: number; expiresAtMs: number }

/** One process's memory of served quote ids: at most `maxEntries`. */
export function createMemoryQuoteRegistry({
  maxEntries = 100_000,
}: {
  maxEntries?: number
} = {}): QuoteRegistry {
  // Insertion order is expiry order: every entry lives QUOTE_MEMORY_MS.
  const entries = new Map<string, Entry>()
  const evict = (nowMs: number) => {
    for (const [quoteId, entry] of entries) {
      if (entries.size <= maxEntries && entry.expiresAtMs > nowMs) break
      entries.delete(quoteId)
    }
  }
  const find = (quoteId: string, nowMs: number) => {
    const entry = entries.get(quoteId)
    return entry && entry.expiresAtMs > nowMs ? entry : undefined
  }
  return {
    async remember(quoteId, group, nowMs) {
      entries.delete(quoteId)
      entries.set(quoteId, {
        group,
        flowUses: 0,
        expiresAtMs: nowMs + QUOTE_MEMORY_MS,
      })
      evict(nowMs)
    },
    async lookup(quoteId, nowMs) {
      const entry = find(quoteId, nowMs)
      return entry ? { group: entry.group, flowUses: entry.flowUses } : null
    },
    async countFlowUse(quoteId, nowMs) {
      const entry = find(quoteId, nowMs)
      if (entry) entry.flowUses += 1
    },
  }
}
