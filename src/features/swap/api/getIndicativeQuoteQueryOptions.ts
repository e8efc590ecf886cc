import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { fetchEndpoint } from '../../../lib/apiClient'
import { normalizeIndicativeQuote } from './normalizeQuote'
import { quoteQueryBehavior } from './quoteQueryBehavior'
import type { Quote } from './types'

type GetIndicativeQuoteQueryParameters = {
  chainId: number
  src: Address
  dst: Address
  amount: bigint
  baseUrl: string
  fetchFn?: typeof fetch
}

export function getIndicativeQuoteQueryKey({
  chainId,
  src,
  dst,
  amount,
  baseUrl,
}: Omit<GetIndicativeQuoteQueryParameters, 'fetchFn'>) {
  return [
    'quote',
    'indicative',
    {
      baseUrl,
      chainId,
      src: src.toLowerCase(),
      dst: dst.toLowerCase(),
      amount: amount.toString(),
    },
  ] as const
}

/** GET /swap/v1/{chainId}/quote: the quote shown before a wallet connects. */
export function getIndicativeQuoteQueryOptions(
  parameters: GetIndicativeQuoteQueryParameters,
) {
  const { chainId, src, dst, amount, baseUrl, fetchFn } = parameters
  const inputs = { chainId, src, dst, amount: amount.toString() }
  return queryOptions<Quote, Error, Quote>({
    queryKey: getIndicativeQuoteQueryKey(parameters),
    queryFn: async ({ signal }) => {
      const response = await fetchEndpoint({
        id: 'swapQuote',
        params: { chainId },
        query: {
          src,
          dst,
          amount: inputs.amount,
          includeTokensInfo: 'true',
          includeGas: 'true',
          includeRoutes: 'true',
        },
        signal,
        baseUrl,
        fetchFn,
      })
      return normalizeIndicativeQuote(response, {
        inputs,
        receivedAtMs: Date.now(),
      })
    },
    ...quoteQueryBehavior,
  })
}
