import { skipToken, useQuery } from '@tanstack/react-query'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import { getChainsCopyQueryKey } from '../api/getChainsQueryOptions'

/**
 * When the registry on screen is this browser's copy: when it was saved;
 * null while the registry is the proxy's own answer. Never fetches.
 */
export function useChainsCopySavedAtMs(): number | null {
  const { baseUrl } = useApiConfig()
  return (
    useQuery<number | null>({
      queryKey: getChainsCopyQueryKey({ baseUrl }),
      queryFn: skipToken,
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? null
  )
}
