export type QuoteIdLedger = {
  add: (quoteId: string) => void
  has: (quoteId: string) => boolean
}

const MAX_REMEMBERED_QUOTES = 50_000

/** Remembers the latest quote ids issued, to mark reports of unknown ones. */
export function createQuoteIdLedger(): QuoteIdLedger {
  const ids = new Set<string>()
  return {
    add(quoteId) {
      ids.add(quoteId)
      if (ids.size > MAX_REMEMBERED_QUOTES) {
        const oldest = ids.values().next().value
        if (oldest !== undefined) ids.delete(oldest)
      }
    },
    has: (quoteId) => ids.has(quoteId),
  }
}
