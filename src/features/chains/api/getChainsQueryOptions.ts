import { queryOptions } from '@tanstack/react-query'
import type { Chain as RegistryChain } from '../../../../schema/partner'
import { fetchEndpoint, loadApiContract } from '../../../lib/apiClient'
import {
  getCopyStorage,
  loadLastGoodCopy,
  saveLastGoodCopy,
} from '../../../lib/lastGoodCopy'
import { shouldRetryRequest } from '../../../lib/shouldRetryRequest'

/** The registry's last good answer in this browser (lastGoodCopy.ts). */
export const CHAINS_COPY_STORAGE_KEY = 'swap.chains.v1'

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
 * answer at start-up): when that copy was saved. Written by the registry's
 * own query; absent while its answer is fresh.
 */
export function getChainsCopyQueryKey({ baseUrl }: { baseUrl: string }) {
  return ['chains', 'copy', { baseUrl }] as const
}

type ChainsCopy = { baseUrl: string; chains: RegistryChain[] }

async function loadChainsCopy(
  storage: Pick<Storage, 'getItem'> | null,
  baseUrl: string,
) {
  const [{ endpoints }] = await loadApiContract()
  return loadLastGoodCopy<RegistryChain[]>({
    storage,
    key: CHAINS_COPY_STORAGE_KEY,
    nowMs: Date.now(),
    parse: (value) => {
      const copy = value as Partial<ChainsCopy> | null
      if (copy?.baseUrl !== baseUrl) return null
      const parsed = endpoints.chains.response.safeParse(copy.chains)
      return parsed.success ? parsed.data : null
    },
  })
}

/**
 * The runtime registry: re-read every few minutes, never a static list. Its
 * last good answer is kept in the browser: when the proxy cannot answer at
 * start-up the copy is shown with its age instead of an error (a failed
 * re-read keeps the answer already on screen, with its age too).
 */
export function getChainsQueryOptions({
  baseUrl,
  fetchFn,
  storage = getCopyStorage(),
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
        const copy: ChainsCopy = { baseUrl, chains }
        saveLastGoodCopy({
          storage,
          key: CHAINS_COPY_STORAGE_KEY,
          value: copy,
          savedAtMs: Date.now(),
        })
        client.setQueryData<number | null>(copyKey, null)
        return chains
      } catch (error) {
        if (client.getQueryData(queryKey) !== undefined) throw error
        const copy = await loadChainsCopy(storage, baseUrl)
        if (!copy) throw error
        client.setQueryData(copyKey, copy.savedAtMs)
        return copy.value
      }
    },
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: shouldRetryRequest,
  })
}
