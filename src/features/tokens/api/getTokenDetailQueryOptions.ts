import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { addressChecksumModule } from '../../../lib/addressChecksumModule'
import { ApiError, fetchEndpoint } from '../../../lib/apiClient'
import { shouldRetryRequest } from '../../../lib/shouldRetryRequest'
import type { AppToken } from '../types'
import { detailToAppToken } from './toAppToken'

type GetTokenDetailQueryKeyParameters = {
  chainId: number
  address: Address
  baseUrl?: string | undefined
}

export function getTokenDetailQueryKey({
  chainId,
  address,
  baseUrl,
}: GetTokenDetailQueryKeyParameters) {
  return [
    'tokens',
    'detail',
    { chainId, address: address.toLowerCase(), baseUrl },
  ] as const
}

type GetTokenDetailQueryOptionsParameters = GetTokenDetailQueryKeyParameters & {
  fetchFn?: typeof fetch | undefined
}

type FetchTokenDetailParameters = GetTokenDetailQueryOptionsParameters & {
  signal?: AbortSignal | undefined
}

/** null: the service answered 404, there is no token at that address. */
type FetchTokenDetailReturnType = AppToken | null

export async function fetchTokenDetail({
  chainId,
  address,
  baseUrl,
  fetchFn,
  signal,
}: FetchTokenDetailParameters): Promise<FetchTokenDetailReturnType> {
  // The spec asks for the checksummed form in the path: the checksum code
  // comes with the first lookup (an address pasted or linked that is not
  // on the list), never on the first screen.
  const { toChecksumAddress } = await addressChecksumModule.load()
  try {
    const detail = await fetchEndpoint({
      id: 'tokenDetail',
      params: { chainId, address: toChecksumAddress(address) },
      signal,
      baseUrl,
      fetchFn,
    })
    return detailToAppToken(detail, chainId)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** Looks up a pasted address that is not in the chain's list. */
export function getTokenDetailQueryOptions(
  parameters: GetTokenDetailQueryOptionsParameters,
) {
  return queryOptions({
    queryKey: getTokenDetailQueryKey(parameters),
    queryFn: ({ signal }) => fetchTokenDetail({ ...parameters, signal }),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => shouldRetryRequest(failureCount, error),
  })
}
