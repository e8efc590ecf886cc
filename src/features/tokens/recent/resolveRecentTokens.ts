import { toAppToken } from '../api/toAppToken'
import type { TokenSearchIndex } from '../search/createTokenSearchIndex'
import type { AppToken } from '../types'
import type { RecentToken } from './createRecentTokensStore'

/**
 * Recent picks as tokens to show: the list's current entry when the token is
 * listed (fresh price and verification), otherwise the remembered one, which
 * is never trusted as verified nor priced. Tokens already pinned are left out.
 */
export function resolveRecentTokens(
  recent: readonly RecentToken[],
  index: TokenSearchIndex,
  pinned: readonly AppToken[],
): AppToken[] {
  const pinnedAddresses = new Set(
    pinned.map((token) => token.address.toLowerCase()),
  )
  return recent.flatMap((entry) => {
    const key = entry.address.toLowerCase()
    if (pinnedAddresses.has(key)) return []
    const position = index.positionByAddress.get(key)
    const listed = position === undefined ? undefined : index.tokens[position]
    if (listed) return [listed]
    // Storage is writable by anything on the origin: the remembered text
    // and logo pass the same checks as the service's.
    return [toAppToken({ ...entry, verified: false }, entry.chainId)]
  })
}
