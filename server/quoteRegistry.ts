import type { ExecutionStatus } from '../schema/partner'

/**
 * The partner quote ids this proxy served recently, to which client group,
 * for which chain and payer, and what was reported of them. An execution
 * report is telemetry the upstream attributes to our partner key, so only
 * reports about quotes we handed out, sent by the group we handed them to,
 * for the quote's chain, one per lifecycle value and in order, are
 * forwarded (decideReport): nobody can feed the service invented outcomes
 * under our name, report someone else's swap, or spend the budget replaying
 * one report. The same record proves a flow already begun (`X-Swap-Flow`),
 * which may use the budget's reserve a bounded number of times. In memory
 * (bounded, oldest out) or in Redis, where every instance knows what the
 * others served and what was reported.
 */

export const QUOTE_MEMORY_MS = 30 * 60_000

/** What is kept of a quote when it is served. */
export type QuoteFacts = {
  group: string
  /** The chain the quote (and its transaction) is for. */
  chainId: number
  /** The sender the quote request named (lower case). */
  payer: string
  /** The quote's transaction's target (`tx.to`, lower case), if kept. */
  target?: string
}

export type ServedQuote = QuoteFacts &
  ReportRecord & {
    /** Flow continuations served for it from the reserve so far. */
    flowUses: number
  }

/** What a report claims of its quote. */
/** What a quote's record holds of its reports (hashes in lower case). */
export type ReportRecord = {
  /** The last lifecycle value forwarded (or on its way), if any. */
  reported: ExecutionStatus | null
  /** The transaction SUBMITTED named. */
  transactionHash: string | null
  /** The transaction the outcome named: the submitted one, or the one a
   * wallet replaced it with (a speed-up mines under another hash). */
  outcomeHash: string | null
}

export type ReportClaim = { status: ExecutionStatus; transactionHash: string }

/**
 * `claimed`: forward it (the quote's record moved on); `duplicate`: a
 * report already made, again; `out-of-order`: an outcome before
 * SUBMITTED, or after an outcome; `other-transaction`: a SUBMITTED naming
 * another transaction than the first; `unknown`: no such quote (any
 * more).
 */
export type ReportDecision =
  | 'claimed'
  | 'duplicate'
  | 'out-of-order'
  | 'other-transaction'
  | 'unknown'

export type QuoteRegistry = {
  remember(quoteId: string, quote: QuoteFacts, nowMs: number): Promise<void>
  /** The quote served in the last QUOTE_MEMORY_MS, or null. */
  lookup(quoteId: string, nowMs: number): Promise<ServedQuote | null>
  /** Counts one flow continuation of `quoteId` (no-op once forgotten). */
  countFlowUse(quoteId: string, nowMs: number): Promise<void>
  /** Moves the quote's report record on by `claim` when decideReport says
   * `claimed`, at once (two instances cannot both claim one report). */
  claimReport(
    quoteId: string,
    claim: ReportClaim,
    nowMs: number,
  ): Promise<ReportDecision>
  /** Gives back a claim whose report was not delivered (refused for the
   * budget, or the upstream failed), so that it may be sent again: the
   * record goes back one step if it is still where the claim left it. */
  unclaimReport(quoteId: string, claim: ReportClaim): Promise<void>
}
