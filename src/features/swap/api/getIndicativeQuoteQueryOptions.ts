// The indicative quote: the figures shown before a wallet connects
// (GET /swap/v1/{chainId}/quote), asked, keyed and held as the card's Quote.
import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { SwapQuoteResponse } from '../../../../schema/swap'
import { fetchEndpoint } from '../../../lib/apiClient'
import { quoteQueryBehavior } from './quoteQueryBehavior'
import { toDisplayedRoutes, toDisplayedTokenInfo } from './toDisplayedQuote'
import type { Quote, QuoteInputs } from './types'

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

// The answer as the card holds it ---------------------------------------

type NormalizeContext = { inputs: QuoteInputs; receivedAtMs: number }

const toBigInt = (value: string | undefined | null) =>
  value === undefined || value === null ? null : BigInt(value)

/**
 * A swap quote answer as the card shows it; its words pass the display
 * rule here.
 */
export function normalizeIndicativeQuote(
  response: SwapQuoteResponse,
  { inputs, receivedAtMs }: NormalizeContext,
): Quote {
  return {
    kind: 'indicative',
    inputs,
    dstAmount: BigInt(response.dstAmount),
    minAmountOut: null,
    gasUnits: toBigInt(response.gas),
    gasPriceWei: null,
    isGasPriceMaximum: false,
    routes: response.routes ? toDisplayedRoutes(response.routes) : null,
    srcToken: toDisplayedTokenInfo(response.srcToken) ?? null,
    dstToken: toDisplayedTokenInfo(response.dstToken) ?? null,
    issues: [],
    validation: null,
    simulationStatus: null,
    blockNumber: null,
    payer: null,
    recipient: null,
    quoteId: null,
    receivedAtMs,
    generatedAtMs: null,
    expiresAtMs: null,
    validForSeconds: null,
    partnerResponse: null,
  }
}
