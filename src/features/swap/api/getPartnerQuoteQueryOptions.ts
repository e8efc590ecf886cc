import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { fetchEndpoint } from '../../../lib/apiClient'
import { normalizePartnerQuote } from './normalizeQuote'
import { quoteQueryBehavior } from './quoteQueryBehavior'
import type { Quote } from './types'

export type GetPartnerQuoteQueryParameters = {
  chainId: number
  src: Address
  dst: Address
  amount: bigint
  payer: Address
  recipient: Address
  /** Percent as the API takes it, "0.5". */
  slippagePercent: string
  baseUrl: string
  fetchFn?: typeof fetch
}

export function getPartnerQuoteQueryKey({
  chainId,
  src,
  dst,
  amount,
  payer,
  recipient,
  slippagePercent,
  baseUrl,
}: Omit<GetPartnerQuoteQueryParameters, 'fetchFn'>) {
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
export function getPartnerQuoteQueryOptions(
  parameters: GetPartnerQuoteQueryParameters,
) {
  const { chainId, src, dst, amount, payer, recipient, slippagePercent } =
    parameters
  const inputs = { chainId, src, dst, amount: amount.toString() }
  return queryOptions<Quote, Error, Quote>({
    queryKey: getPartnerQuoteQueryKey(parameters),
    queryFn: async ({ signal }) => {
      const response = await fetchEndpoint({
        id: 'partnerQuote',
        params: { chainId },
        query: {
          src,
          dst,
          amount: inputs.amount,
          payer,
          recipient,
          slippage: slippagePercent,
        },
        signal,
        baseUrl: parameters.baseUrl,
        fetchFn: parameters.fetchFn,
      })
      return normalizePartnerQuote(response, {
        inputs,
        receivedAtMs: Date.now(),
      })
    },
    ...quoteQueryBehavior,
  })
}
