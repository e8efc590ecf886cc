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
}: Omit<GetExecutableQuoteQueryParameters, 'fetchFn'>) {
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

/** GET /partner/v1/{chainId}/quote: the quote once a wallet is connected. */
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
      })
      return normalizeExecutableQuote(response, {
        inputs,
        receivedAtMs: Date.now(),
      })
    },
    ...quoteQueryBehavior,
  })
}
