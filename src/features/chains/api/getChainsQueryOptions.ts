import { queryOptions } from '@tanstack/react-query'
import type { Chain as RegistryChain } from '../../../../schema/partner'
import { fetchEndpoint } from '../../../lib/apiClient'
import { shouldRetryRequest } from '../../../lib/shouldRetryRequest'

type GetChainsQueryParameters = {
  baseUrl: string
  fetchFn?: typeof fetch
}

export function getChainsQueryKey({ baseUrl }: { baseUrl: string }) {
  return ['chains', 'list', { baseUrl }] as const
}

/** The runtime registry: re-read every few minutes, never a static list. */
export function getChainsQueryOptions({
  baseUrl,
  fetchFn,
}: GetChainsQueryParameters) {
  return queryOptions<RegistryChain[]>({
    queryKey: getChainsQueryKey({ baseUrl }),
    queryFn: ({ signal }) =>
      fetchEndpoint({ id: 'chains', signal, baseUrl, fetchFn }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: shouldRetryRequest,
  })
}
