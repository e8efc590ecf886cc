import { skipToken, useQuery } from '@tanstack/react-query'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import type { AppToken } from '../types'
import { getTokenListProgressQueryKey } from './getTokenListQueryOptions'
import {
  type NativeTokenNaming,
  useNativeTokenNaming,
} from './useNativeTokenNaming'

/**
 * The pages of the chain's list that have arrived while the rest is still
 * loading, named as useTokenList names the whole list; undefined before the
 * first page. Never fetches: the list's own query fills it.
 */
export function useTokenListProgress(
  chainId: number,
  naming: NativeTokenNaming,
): AppToken[] | undefined {
  const { baseUrl } = useApiConfig()
  const select = useNativeTokenNaming(chainId, naming)
  return useQuery({
    queryKey: getTokenListProgressQueryKey({ chainId, baseUrl }),
    queryFn: skipToken,
    select,
    staleTime: Number.POSITIVE_INFINITY,
  }).data
}
