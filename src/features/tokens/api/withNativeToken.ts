import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import type { AppToken } from '../types'
import { toAppToken } from './toAppToken'

type WithNativeTokenParameters = {
  chainId: number
  /** The chain's own symbol (from the chain registry) wins over the list's. */
  nativeSymbol?: string | undefined
  nativeName?: string | undefined
  nativeDecimals?: number | undefined
}

type WithNativeTokenReturnType = AppToken[]

// i18n-exempt: a placeholder in the cached list, never shown: the chain
// registry's naming replaces it on read (useNativeTokenNaming)
const fallbackNative = { symbol: 'Native', name: 'Native token', decimals: 18 }

/**
 * Puts the chain's native token first, exactly once, at the spec's sentinel
 * address. Its symbol comes from the chain when given, else from the list's
 * own sentinel entry. The native coin cannot be impersonated, so it is always
 * treated as verified.
 */
export function withNativeToken(
  tokens: readonly AppToken[],
  {
    chainId,
    nativeSymbol,
    nativeName,
    nativeDecimals,
  }: WithNativeTokenParameters,
): WithNativeTokenReturnType {
  const listed = tokens.find((token) => token.isNative)
  const native = toAppToken(
    {
      address: NATIVE_TOKEN_ADDRESS,
      symbol: nativeSymbol ?? listed?.fullSymbol ?? fallbackNative.symbol,
      name: nativeName ?? listed?.fullName ?? fallbackNative.name,
      decimals: nativeDecimals ?? listed?.decimals ?? fallbackNative.decimals,
      logoURI: listed?.logoURI ?? null,
      verified: true,
      tags: listed?.tags ?? [],
      sellPriceUsd: listed?.priceUsd ?? null,
    },
    chainId,
  )
  const rest = tokens.filter((token) => !token.isNative)
  return [native, ...rest]
}
