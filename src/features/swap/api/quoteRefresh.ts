import type { Query } from '@tanstack/react-query'
import { getRetryAtMs } from '../../../lib/getRetryAtMs'
import { isTransientApiError } from '../../../lib/shouldRetryRequest'
import type { Quote } from './types'

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
/** When the quote should be replaced, on the local clock. */
export function getQuoteRefreshAtMs(quote: Quote): number {
  const target = quote.expiresAtMs ?? quote.receivedAtMs + INDICATIVE_REFRESH_MS
  return Math.max(target, quote.receivedAtMs + MIN_REFRESH_MS)
}

type GetQuoteRefetchIntervalMsParameters = {
  data: Quote | undefined
  error: unknown
  /** Whether the latest fetch failed (data may still hold an older quote). */
  isError: boolean
  errorUpdatedAtMs: number
}

/**
 * How long after the latest answer the next automatic fetch comes: when the
 * quote expires, when a 429's Retry-After has passed, or a fixed while after
 * a failure that may pass. Other failures wait for the person to change
 * something (a 4xx will not change by itself).
 *
 * The result depends only on the answer, never on the clock: TanStack
 * restarts the interval whenever the value changes, so it must stay the same
 * across re-renders until the next answer.
 */
export function getQuoteRefetchIntervalMs({
  data,
  error,
  isError,
  errorUpdatedAtMs,
}: GetQuoteRefetchIntervalMsParameters): number | false {
  if (isError) {
    const until = getRetryAtMs(error, errorUpdatedAtMs)
    if (until !== null) return Math.max(1000, until - errorUpdatedAtMs)
    return isTransientApiError(error) ? TRANSIENT_ERROR_REFETCH_MS : false
  }
  if (!data) return false
  return getQuoteRefreshAtMs(data) - data.receivedAtMs
}

type QuoteQuery = Query<Quote, Error, Quote, readonly unknown[]>

/** TanStack's refetchInterval, read from the quote itself. */
export function quoteRefetchInterval(query: QuoteQuery): number | false {
  return getQuoteRefetchIntervalMs({
    data: query.state.data,
    error: query.state.error,
    isError: query.state.status === 'error',
    errorUpdatedAtMs: query.state.errorUpdatedAt,
  })
}

/**
 * Fresh until it should be refreshed, so focus or remount do not refetch.
 * A duration from the answer, as TanStack measures it from dataUpdatedAt.
 */
export function quoteStaleTime(query: QuoteQuery): number {
  const { data, status } = query.state
  if (!data || status === 'error') return 0
  return getQuoteRefreshAtMs(data) - data.receivedAtMs
}
