import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { fetchEndpoint } from '../../../lib/apiClient'
import { shouldRetryRequest } from '../../../lib/shouldRetryRequest'
import type { QuoteProvenance } from '../types'
import { toDexCompare } from './toDexCompare'
import type { DexCompare } from './types'

type GetDexCompareQueryParameters = {
  chainId: number
  src: Address
  dst: Address
  amountWei: bigint
  /** The quote this comparison stands beside: a new quote asks again. */
  quoteProvenance: QuoteProvenance
  baseUrl: string
  fetchFn?: typeof fetch | undefined
}

export type GetDexCompareQueryKeyParameters = Omit<
  GetDexCompareQueryParameters,
  'fetchFn'
>

export function getDexCompareQueryKey({
  chainId,
  src,
  dst,
  amountWei,
  quoteProvenance,
  baseUrl,
}: GetDexCompareQueryKeyParameters) {
  return [
    'dexCompare',
    {
      baseUrl,
      chainId,
      src: src.toLowerCase(),
      dst: dst.toLowerCase(),
      amountWei: amountWei.toString(),
      quoteBlockNumber: quoteProvenance.blockNumber?.toString() ?? null,
      quoteGeneratedAtMs: quoteProvenance.generatedAtMs,
      quoteReceivedAtMs: quoteProvenance.receivedAtMs,
    },
  ] as const
}

/**
 * GET /swap/v1/{chainId}/dex-compare for the quote on screen. A figure
 * belongs to one quote (its provenance is in the key), so it never goes
 * stale by time and is not refetched on focus: the next quote asks anew.
 * A 4xx is not retried; a 429 waits for its Retry-After (the panel holds
 * the query back meanwhile).
 */
export function getDexCompareQueryOptions(
  parameters: GetDexCompareQueryParameters,
) {
  const { chainId, src, dst, amountWei, baseUrl, fetchFn } = parameters
  return queryOptions<DexCompare, Error, DexCompare>({
    queryKey: getDexCompareQueryKey(parameters),
    queryFn: async ({ signal }) => {
      const response = await fetchEndpoint({
        id: 'dexCompare',
        params: { chainId },
        query: { src, dst, amount: amountWei.toString() },
        signal,
        baseUrl,
        fetchFn,
      })
      return toDexCompare(response, Date.now())
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetryRequest,
  })
}
