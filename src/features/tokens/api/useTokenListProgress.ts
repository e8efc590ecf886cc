import { skipToken, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import type { AppToken } from '../types'
import { getTokenListProgressQueryKey } from './getTokenListQueryOptions'
import { withNativeTokenOnce } from './withNativeTokenOnce'

type UseTokenListProgressOptions = {
  nativeSymbol?: string | undefined
  nativeName?: string | undefined
  nativeDecimals?: number | undefined
}

/**
 * The pages of the chain's list that have arrived while the rest is still
 * loading, named as useTokenList names the whole list; undefined before the
 * first page. Never fetches: the list's own query fills it.
 */
export function useTokenListProgress(
  chainId: number,
  { nativeSymbol, nativeName, nativeDecimals }: UseTokenListProgressOptions,
): AppToken[] | undefined {
  const { baseUrl } = useApiConfig()
  const select = useCallback(
    (tokens: AppToken[]) =>
      withNativeTokenOnce(tokens, {
        chainId,
        nativeSymbol,
        nativeName,
        nativeDecimals,
      }),
    [chainId, nativeSymbol, nativeName, nativeDecimals],
  )
  return useQuery({
    queryKey: getTokenListProgressQueryKey({ chainId, baseUrl }),
    queryFn: skipToken,
    select,
    staleTime: Number.POSITIVE_INFINITY,
  }).data
}
