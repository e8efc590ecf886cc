import { queryOptions } from '@tanstack/react-query'
import type { Chain as RegistryChain } from '../../../../schema/chains'
import { fetchEndpoint } from '../../../lib/apiClient'
import { lazyModule } from '../../../lib/lazyModule'
import { runWhenIdle } from '../../../lib/runWhenIdle'
import { shouldRetryRequest } from '../../../lib/shouldRetryRequest'

type GetChainsQueryParameters = {
  baseUrl: string
  fetchFn?: typeof fetch
  /** localStorage unless given (tests pass their own; null for none). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null
}

export function getChainsQueryKey({ baseUrl }: { baseUrl: string }) {
  return ['chains', 'list', { baseUrl }] as const
}

/**
 * When the registry on screen is this browser's copy (the proxy did not
 * answer at start-up): when that copy was saved; null while the registry is
 * the proxy's own answer. Written by the registry's query.
 */
export function getChainsCopyQueryKey({ baseUrl }: { baseUrl: string }) {
  return ['chains', 'copy', { baseUrl }] as const
}

/** The last good answer's copy: read and written off the first paint's path. */
const chainsCopy = lazyModule(() => import('./chainsCopy'))

/**
 * The runtime registry: re-read every few minutes, never a static list. Its
 * last good answer is kept in the browser (chainsCopy.ts): when the proxy
 * cannot answer at start-up the copy is shown with its age instead of an
 * error (a failed re-read keeps the answer already on screen, with its age).
 */
export function getChainsQueryOptions({
  baseUrl,
  fetchFn,
  storage,
}: GetChainsQueryParameters) {
  const queryKey = getChainsQueryKey({ baseUrl })
  const copyKey = getChainsCopyQueryKey({ baseUrl })
  return queryOptions<RegistryChain[]>({
    queryKey,
    queryFn: async ({ signal, client }) => {
      try {
        const chains = await fetchEndpoint({
          id: 'chains',
          signal,
          baseUrl,
          fetchFn,
        })
        client.setQueryData<number | null>(copyKey, null)
        // Kept once the page is idle: never on the first paint's path.
        runWhenIdle(() => {
          chainsCopy.load().then(
            ({ saveChainsCopy }) => saveChainsCopy(storage, baseUrl, chains),
            () => undefined,
          )
        })
        return chains
      } catch (error) {
        if (client.getQueryData(queryKey) !== undefined) throw error
        const copy = await chainsCopy
          .load()
          .then(({ loadChainsCopy }) => loadChainsCopy(storage, baseUrl))
          .catch(() => null)
        if (!copy) throw error
        client.setQueryData<number | null>(copyKey, copy.savedAtMs)
        return copy.value
      }
    },
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: shouldRetryRequest,
  })
}
