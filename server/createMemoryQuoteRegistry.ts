import { applyReport, decideReport, withdrawReport } from './decideReport'
import {
  QUOTE_MEMORY_MS,
  type QuoteFacts,
  type QuoteRegistry,
  type ReportRecord,
} from './quoteRegistry'

type Entry = QuoteFacts &
  ReportRecord & {
    flowUses: number
    expiresAtMs: number
  }

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
    async remember(quoteId, { group, chainId, payer, target }, nowMs) {
      entries.delete(quoteId)
      entries.set(quoteId, {
        group,
        chainId,
        payer: payer.toLowerCase(),
        ...(target ? { target: target.toLowerCase() } : {}),
        flowUses: 0,
        reported: null,
        transactionHash: null,
        outcomeHash: null,
        expiresAtMs: nowMs + QUOTE_MEMORY_MS,
      })
      evict(nowMs)
    },
    async lookup(quoteId, nowMs) {
      const entry = find(quoteId, nowMs)
      if (!entry) return null
      const { expiresAtMs: _, ...served } = entry
      return served
    },
    async countFlowUse(quoteId, nowMs) {
      const entry = find(quoteId, nowMs)
      if (entry) entry.flowUses += 1
    },
    async claimReport(quoteId, claim, nowMs) {
      const entry = find(quoteId, nowMs)
      if (!entry) return 'unknown'
      const decision = decideReport(entry, claim)
      if (decision === 'claimed')
        Object.assign(entry, applyReport(entry, claim))
      return decision
    },
    async unclaimReport(quoteId, claim) {
      const entry = entries.get(quoteId)
      if (entry) Object.assign(entry, withdrawReport(entry, claim))
    },
  }
}
