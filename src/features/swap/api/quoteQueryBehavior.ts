import { keepPreviousData } from '@tanstack/react-query'
import { shouldRetryRequest } from '../../../lib/shouldRetryRequest'
import { quoteStaleTime } from './getQuoteRefreshAtMs'

/**
 * What both quote queries share: fresh until the quote's own refresh time,
 * keep the previous figure on screen while new inputs load, retry once only
 * for network failures and 5xx. No refetch interval: the next quote is
 * scheduled by useSwapQuote (getNextQuoteRefreshAtMs), which asks only while
 * the page is visible and in use, so an idle page does not spend the
 * product's shared budget.
 */
export const quoteQueryBehavior = {
  staleTime: quoteStaleTime,
  refetchInterval: false,
  refetchOnWindowFocus: true,
  placeholderData: keepPreviousData,
  retry: shouldRetryRequest,
  gcTime: 60_000,
  // A quote is replaced whole, never merged with the one before: the answer
  // in the cache is the very object the swap flow holds and signs.
  structuralSharing: false,
} as const
