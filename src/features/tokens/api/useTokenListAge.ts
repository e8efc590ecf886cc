import { skipToken, useQuery } from '@tanstack/react-query'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import type { TokenListAge } from '../types'
import { getTokenListAgeQueryKey } from './getTokenListQueryOptions'

/**
 * How old the chain's list (and its USD prices) is: from the proxy's `Age`
 * and, when the proxy did not answer, this browser's copy. Null before the
 * list has arrived. Never fetches: the list's own query fills it.
 */
export function useTokenListAge(chainId: number): TokenListAge | null {
  const { baseUrl } = useApiConfig()
  return (
    useQuery<TokenListAge>({
      queryKey: getTokenListAgeQueryKey({ chainId, baseUrl }),
      queryFn: skipToken,
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? null
  )
}
