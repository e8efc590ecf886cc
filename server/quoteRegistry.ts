/**
 * The partner quote ids this proxy served recently, and to which client
 * group. An execution report is telemetry the upstream attributes to our
 * partner key, so only reports about quotes we handed out, sent by the group
 * we handed them to, are forwarded: nobody can feed the service invented
 * outcomes under our name, or report someone else's swap. The same record
 * proves a flow already begun (`X-Swap-Flow`), which may use the budget's
 * reserve a bounded number of times. In memory (bounded, oldest out) or in
 * Redis, where every instance knows what the others served.
 */

export const QUOTE_MEMORY_MS = 30 * 60_000

export type ServedQuote = {
  group: string
  /** Flow continuations served for it from the reserve so far. */
  flowUses: number
}

export type QuoteRegistry = {
  remember(quoteId: string, group: string, nowMs: number): Promise<void>
  /** The quote served in the last QUOTE_MEMORY_MS, or null. */
  lookup(quoteId: string, nowMs: number): Promise<ServedQuote | null>
  /** Counts one flow continuation of `quoteId` (no-op once forgotten). */
  countFlowUse(quoteId: string, nowMs: number): Promise<void>
}
