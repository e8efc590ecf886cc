import { useMemo } from 'react'
import type { Address } from 'viem'
import type { NativeTokenNaming } from '../api/useNativeTokenNaming'
import type { TokenListQuery } from '../api/useTokenList'
import { useTokenListSoFar } from '../api/useTokenListSoFar'
import {
  type BalancesByAddress,
  useTokenBalances,
} from '../balances/useTokenBalances'
import { getPinnedTokens } from '../pinned/getPinnedTokens'
import { resolveRecentTokens } from '../recent/resolveRecentTokens'
import { useRecentTokens } from '../recent/useRecentTokens'
import type { TokenSearchIndex } from '../search/createTokenSearchIndex'
import { getTokenSearchIndex } from '../search/getTokenSearchIndex'
import type { AppToken } from '../types'

const noTokens: AppToken[] = []

export type UseTokenCatalogParameters = NativeTokenNaming & {
  chainId: number
  account: Address | undefined
}

/** The chain's tokens as the picker offers them. */
export type TokenCatalog = {
  list: TokenListQuery
  /** The whole list, or the pages arrived so far while it loads. */
  tokens: AppToken[]
  index: TokenSearchIndex
  pinned: AppToken[]
  recent: AppToken[]
  balances: BalancesByAddress
}

/** Shortcuts already chosen, per list array (see getTokenSearchIndex). */
const pinnedByList = new WeakMap<readonly AppToken[], AppToken[]>()

function getPinnedTokensOnce(tokens: readonly AppToken[]) {
  let pinned = pinnedByList.get(tokens)
  if (!pinned) {
    pinned = getPinnedTokens({ tokens })
    pinnedByList.set(tokens, pinned)
  }
  return pinned
}

/**
 * Derives ahead of time what the picker derives from a list (its search
 * index and shortcuts, both kept per list array), so that opening the
 * picker only renders.
 */
export function prepareTokenCatalog(tokens: readonly AppToken[]) {
  getTokenSearchIndex(tokens)
  getPinnedTokensOnce(tokens)
}

/** The chain's tokens with their index, shortcuts and the account's balances. */
export function useTokenCatalog({
  chainId,
  nativeSymbol,
  nativeName,
  nativeDecimals,
  account,
}: UseTokenCatalogParameters): TokenCatalog {
  // While the list loads, the pages that have arrived: the picker can be
  // browsed at once. Searches say "no match" only on the whole list.
  const soFar = useTokenListSoFar(chainId, {
    nativeSymbol,
    nativeName,
    nativeDecimals,
  })
  const { list } = soFar
  const tokens = soFar.tokens ?? noTokens
  // Balances wait for the whole list, as before: each page would otherwise
  // start a read of its own.
  const complete = list.data ?? noTokens
  const index = useMemo(() => getTokenSearchIndex(tokens), [tokens])
  const pinned = useMemo(() => getPinnedTokensOnce(tokens), [tokens])
  const storedRecent = useRecentTokens(chainId)
  const recent = useMemo(
    () => resolveRecentTokens(storedRecent, index, pinned),
    [storedRecent, index, pinned],
  )
  // Shortcuts first, then verified tokens: what the read budget covers.
  const balanceCandidates = useMemo(
    () =>
      complete === noTokens
        ? noTokens
        : [
            ...pinned,
            ...recent,
            ...complete.filter((token) => token.verified),
            ...complete.filter((token) => !token.verified),
          ],
    [pinned, recent, complete],
  )
  const balances = useTokenBalances({
    chainId,
    account,
    tokens: balanceCandidates,
  })
  return { list, tokens, index, pinned, recent, balances }
}
