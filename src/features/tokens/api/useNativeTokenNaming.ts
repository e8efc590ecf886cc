import { useCallback } from 'react'
import type { AppToken } from '../types'
import { withNativeTokenOnce } from './withNativeTokenOnce'

export type NativeTokenNaming = {
  /** The chain's native symbol from the chain registry, e.g. 'HYPE'. */
  nativeSymbol?: string | undefined
  nativeName?: string | undefined
  nativeDecimals?: number | undefined
}

/**
 * A query `select` that puts the chain's native token first under the
 * chain's own naming: one cached list serves every caller, named on read.
 */
export function useNativeTokenNaming(
  chainId: number,
  { nativeSymbol, nativeName, nativeDecimals }: NativeTokenNaming,
) {
  return useCallback(
    (tokens: AppToken[]) =>
      withNativeTokenOnce(tokens, {
        chainId,
        nativeSymbol,
        nativeName,
        nativeDecimals,
      }),
    [chainId, nativeSymbol, nativeName, nativeDecimals],
  )
}
