import type { AppToken } from '../types'
import { withNativeToken } from './withNativeToken'

type NativeNaming = Parameters<typeof withNativeToken>[1]

/** Lists already named, per cached list: the same answer for every caller. */
const namedLists = new WeakMap<AppToken[], Map<string, AppToken[]>>()

/**
 * withNativeToken, once per cached list and naming: every mount of the
 * picker (and the swap form) then sees the very same array, so what is
 * derived from it (the search index) is built once, not on every opening.
 */
export function withNativeTokenOnce(tokens: AppToken[], naming: NativeNaming) {
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
