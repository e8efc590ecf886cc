import type { Query } from '@tanstack/react-query'
import { getRetryAtMs } from '../../../lib/getRetryAtMs'
import { isTransientApiError } from '../../../lib/shouldRetryRequest'
import type { Quote } from './types'

/**
 * Time kept in hand for the wallet prompt and the block to be mined: an
 * executable quote is signable, and replaced, until its expiry less this.
 */
export const QUOTE_SAFETY_MARGIN_MS = 5_000

/** The swap quote has no lifetime of its own; refresh it this often. */
export const INDICATIVE_REFRESH_MS = 30_000
/**
 * Never sooner than this, whatever the quote says: the upstream allows 20
 * requests a minute per IP for the whole app.
 */
export const MIN_REFRESH_MS = 10_000
/**
 * After a failure that may clear by itself (5xx, timeout, no answer, an
 * unreadable body), ask again on the same floor: the quote comes back
 * without the person doing anything, at no more than a live quote's pace.
 */
export const TRANSIENT_ERROR_REFETCH_MS = MIN_REFRESH_MS

/**
 * When the quote should be replaced, on the local clock: an executable one
 * when it stops being signable (its expiry less the safety margin kept for
 * the wallet and the block, as Review and the guards count it), so the
 * quote shown live is always one Review can take as it is. Nothing asks
 * while the swap flow holds the quote (useSwapQuote's `isHeld`).
 */
export function getQuoteRefreshAtMs(quote: Quote): number {
  const target =
    quote.expiresAtMs === null
      ? quote.receivedAtMs + INDICATIVE_REFRESH_MS
      : quote.expiresAtMs - QUOTE_SAFETY_MARGIN_MS
  return Math.max(target, quote.receivedAtMs + MIN_REFRESH_MS)
}

type GetNextQuoteRefreshAtMsParameters = {
  data: Quote | undefined
  error: unknown
  /** Whether the latest fetch failed (data may still hold an older quote). */
  isError: boolean
  errorUpdatedAtMs: number
}

/**
 * When the next fetch of the live quote is due, on the local clock: when the
 * quote stops being signable, when a 429's Retry-After has passed, or a
 * fixed while after a failure that may pass. Null when nothing is due by
 * itself: a 4xx will not change until the person changes something.
 * Whether a due fetch runs at once is the caller's rule (useSwapQuote: only
 * for a visible page in use, never while the swap flow holds the quote).
 */
export function getNextQuoteRefreshAtMs({
  data,
  error,
  isError,
  errorUpdatedAtMs,
}: GetNextQuoteRefreshAtMsParameters): number | null {
  if (isError) {
    const until = getRetryAtMs(error, errorUpdatedAtMs)
    if (until !== null) return Math.max(errorUpdatedAtMs + 1000, until)
    return isTransientApiError(error)
      ? errorUpdatedAtMs + TRANSIENT_ERROR_REFETCH_MS
      : null
  }
  if (!data) return null
  return getQuoteRefreshAtMs(data)
}

type QuoteQuery = Query<Quote, Error, Quote, readonly unknown[]>

/**
 * Fresh until it should be refreshed, so focus or remount do not refetch.
 * A duration from the answer, as TanStack measures it from dataUpdatedAt.
 * (A spent quote leaves the cache: ../lifecycle/steps/signStep.ts.)
 */
export function quoteStaleTime(query: QuoteQuery): number {
  const { data, status } = query.state
  if (!data || status === 'error') return 0
  return getQuoteRefreshAtMs(data) - data.receivedAtMs
}
