import { queryOptions } from '@tanstack/react-query'
import {
  type ExecutableQuoteRequest,
  fetchExecutableQuote,
} from './fetchExecutableQuote'
import { normalizeExecutableQuote } from './normalizeQuote'
import { quoteQueryBehavior } from './quoteQueryBehavior'
import type { Quote } from './types'

type GetExecutableQuoteQueryParameters = ExecutableQuoteRequest & {
  baseUrl: string
  fetchFn?: typeof fetch
  /** Set by the swap flow for a quote that continues it (X-Swap-Flow). */
  flowQuoteId?: string | null
}

export function getExecutableQuoteQueryKey({
  chainId,
  src,
  dst,
  amount,
  payer,
  recipient,
  slippagePercent,
  baseUrl,
}: Omit<GetExecutableQuoteQueryParameters, 'fetchFn' | 'flowQuoteId'>) {
  return [
    'quote',
    'executable',
    {
      baseUrl,
      chainId,
      src: src.toLowerCase(),
      dst: dst.toLowerCase(),
      amount: amount.toString(),
      payer: payer.toLowerCase(),
      recipient: recipient.toLowerCase(),
      slippagePercent,
    },
  ] as const
}

/**
 * GET /partner/v1/{chainId}/quote: the quote once a wallet is connected. The
 * swap flow fetches through the same key, so the quote it will sign is the
 * one on screen.
 */
export function getExecutableQuoteQueryOptions(
  parameters: GetExecutableQuoteQueryParameters,
) {
  const { chainId, src, dst, amount } = parameters
  const inputs = { chainId, src, dst, amount: amount.toString() }
  return queryOptions<Quote, Error, Quote>({
    queryKey: getExecutableQuoteQueryKey(parameters),
    queryFn: async ({ signal }) => {
      const response = await fetchExecutableQuote(parameters, {
        baseUrl: parameters.baseUrl,
        fetchFn: parameters.fetchFn,
        signal,
        flowQuoteId: parameters.flowQuoteId,
      })
      return normalizeExecutableQuote(response, {
        inputs,
        receivedAtMs: Date.now(),
      })
    },
    ...quoteQueryBehavior,
  })
}
