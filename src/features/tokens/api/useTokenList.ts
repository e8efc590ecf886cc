import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import type { AppToken } from '../types'
import { getTokenListQueryOptions } from './getTokenListQueryOptions'
import { withNativeToken } from './withNativeToken'

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

type NativeNaming = Parameters<typeof withNativeToken>[1]

/** Lists already named, per cached list: the same answer for every caller. */
const namedLists = new WeakMap<AppToken[], Map<string, AppToken[]>>()

/**
 * withNativeToken, once per cached list and naming: every mount of the
 * picker (and the swap form) then sees the very same array, so what is
 * derived from it (the search index) is built once, not on every opening.
 */
function withNativeTokenOnce(tokens: AppToken[], naming: NativeNaming) {
  const key = JSON.stringify([
    naming.chainId,
    naming.nativeSymbol,
    naming.nativeName,
    naming.nativeDecimals,
  ])
  let named = namedLists.get(tokens)
  if (!named) {
    named = new Map()
    namedLists.set(tokens, named)
  }
  const cached = named.get(key)
  if (cached) return cached
  const list = withNativeToken(tokens, naming)
  named.set(key, list)
  return list
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
