import { keepPreviousData } from '@tanstack/react-query'
import { shouldRetryRequest } from '../../../lib/shouldRetryRequest'
import { quoteRefetchInterval, quoteStaleTime } from './quoteRefresh'

/**
 * What both quote queries share: refresh on the quote's own schedule, not
 * while the tab is hidden (TanStack also pauses while offline), keep the
 * previous figure on screen while new inputs load, retry once only for
 * network failures and 5xx.
 */
export const quoteQueryBehavior = {
  staleTime: quoteStaleTime,
  refetchInterval: quoteRefetchInterval,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
  placeholderData: keepPreviousData,
  retry: shouldRetryRequest,
  gcTime: 60_000,
} as const
