import { QUOTE_MEMORY_MS, type QuoteRegistry } from './quoteRegistry'

/** One process's memory of served quote ids: at most `maxEntries`. */
export function createMemoryQuoteRegistry({
  maxEntries = 100_000,
}: {
  maxEntries?: number
} = {}): QuoteRegistry {
  // Insertion order is expiry order: every entry lives QUOTE_MEMORY_MS.
  const expiries = new Map<string, number>()
  const evict = (nowMs: number) => {
    for (const [quoteId, expiresAtMs] of expiries) {
      if (expiries.size <= maxEntries && expiresAtMs > nowMs) break
      expiries.delete(quoteId)
    }
  }
  return {
    async remember(quoteId, nowMs) {
      expiries.delete(quoteId)
      expiries.set(quoteId, nowMs + QUOTE_MEMORY_MS)
      evict(nowMs)
    },
    async has(quoteId, nowMs) {
      return (expiries.get(quoteId) ?? 0) > nowMs
    },
  }
}
