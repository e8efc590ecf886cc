import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import type { AppToken } from '../types'
import { getTokenListQueryOptions } from './getTokenListQueryOptions'
import { withNativeTokenOnce } from './withNativeTokenOnce'

export type UseTokenListOptions = {
  /** The chain's native symbol from the chain registry, e.g. 'HYPE'. */
  nativeSymbol?: string | undefined
  nativeName?: string | undefined
  nativeDecimals?: number | undefined
  /** Overrides the app's ApiConfigProvider. */
  baseUrl?: string | undefined
  fetchFn?: typeof fetch | undefined
  enabled?: boolean | undefined
}

/**
 * The chain's whole token list, native token first under the chain's own
 * symbol. The cache holds the list as the service describes it; the chain's
 * naming is applied on read so one cached list serves every caller.
 */
export function useTokenList(
  chainId: number,
  {
    nativeSymbol,
    nativeName,
    nativeDecimals,
    baseUrl,
    fetchFn,
    enabled = true,
  }: UseTokenListOptions = {},
) {
  const api = useApiConfig()
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
    ...getTokenListQueryOptions({
      chainId,
      baseUrl: baseUrl ?? api.baseUrl,
      fetchFn: fetchFn ?? api.fetchFn,
    }),
    select,
    enabled,
  })
}
