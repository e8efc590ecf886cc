import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import type { AppToken } from '../types'
import { getTokenListQueryOptions } from './getTokenListQueryOptions'
import {
  type NativeTokenNaming,
  useNativeTokenNaming,
} from './useNativeTokenNaming'

/** The chain's list query, as this chain names its native token. */
export type TokenListQuery = UseQueryResult<AppToken[]>

export type UseTokenListOptions = NativeTokenNaming & {
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
): TokenListQuery {
  const api = useApiConfig()
  const select = useNativeTokenNaming(chainId, {
    nativeSymbol,
    nativeName,
    nativeDecimals,
  })
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
