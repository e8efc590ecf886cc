import { useMemo } from 'react'
import type { Address } from 'viem'
import { useTokenList } from '../api/useTokenList'
import { useTokenBalances } from '../balances/useTokenBalances'
import { getPinnedTokens } from '../pinned/getPinnedTokens'
import { resolveRecentTokens } from '../recent/resolveRecentTokens'
import { useRecentTokens } from '../recent/useRecentTokens'
import { getTokenSearchIndex } from '../search/getTokenSearchIndex'
import type { AppToken } from '../types'

const noTokens: AppToken[] = []

export type UseTokenCatalogParameters = {
  chainId: number
  nativeSymbol: string
  nativeName: string
  account: Address | undefined
}

/** The chain's tokens with their index, shortcuts and the account's balances. */
export function useTokenCatalog({
  chainId,
  nativeSymbol,
  nativeName,
  account,
}: UseTokenCatalogParameters) {
  const list = useTokenList(chainId, { nativeSymbol, nativeName })
  const tokens = list.data ?? noTokens
  const index = useMemo(() => getTokenSearchIndex(tokens), [tokens])
  const pinned = useMemo(() => getPinnedTokens({ tokens }), [tokens])
  const storedRecent = useRecentTokens(chainId)
  const recent = useMemo(
    () => resolveRecentTokens(storedRecent, index, pinned),
    [storedRecent, index, pinned],
  )
  // Shortcuts first, then verified tokens: what the read budget covers.
  const balanceCandidates = useMemo(
    () => [
      ...pinned,
      ...recent,
      ...tokens.filter((token) => token.verified),
      ...tokens.filter((token) => !token.verified),
    ],
    [pinned, recent, tokens],
  )
  const balances = useTokenBalances({
    chainId,
    account,
    tokens: balanceCandidates,
  })
  return { list, tokens, index, pinned, recent, balances }
}

export type TokenCatalog = ReturnType<typeof useTokenCatalog>
