// The executable quote as the card asks it once a wallet is connected: its
// key (getExecutableQuoteQueryKey.ts) and behaviour on the first load; how
// it is requested and read (getExecutableQuoteQueryOptions.ts: the partner
// answer's reading, the quote's life) arrives with the first connected
// wallet (scripts/chunks.ts). The swap flow asks through the same key.
import { queryOptions } from '@tanstack/react-query'
import { lazyModule } from '../../../lib/lazyModule'
import {
  type GetExecutableQuoteQueryParameters,
  getExecutableQuoteQueryKey,
} from './getExecutableQuoteQueryKey'
import { quoteQueryBehavior } from './quoteQueryBehavior'
import type { Quote } from './types'

const executableQuote = lazyModule(
  () => import('./getExecutableQuoteQueryOptions'),
)

/** Fetches its code ahead of the first request (a wallet connected). */
export function preloadExecutableQuote() {
  executableQuote.load().catch(() => {
    // The query's own request loads it again and shows a failure.
  })
}

/**
 * The card's executable quote: the same key and behaviour as the flow's
 * (getExecutableQuoteQueryOptions), its request made by that module once
 * it has arrived; the debounce before the first request usually covers it.
 */
export function getCardExecutableQuoteQueryOptions(
  parameters: GetExecutableQuoteQueryParameters,
) {
  return queryOptions<Quote, Error, Quote>({
    queryKey: getExecutableQuoteQueryKey(parameters),
    queryFn: async (context) => {
      const { getExecutableQuoteQueryOptions } = await executableQuote.load()
      const { queryFn } = getExecutableQuoteQueryOptions(parameters)
      if (typeof queryFn !== 'function') {
        throw new Error('the executable quote query has no request')
      }
      return queryFn(context)
    },
    ...quoteQueryBehavior,
  })
}
