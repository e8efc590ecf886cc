import { useContext } from 'react'
import { useStore } from 'zustand'
import type { RecentToken, RecentTokensState } from './createRecentTokensStore'
import { RecentTokensContext } from './RecentTokensContext'

/** The mounted app's store: two apps on one page never share one. */
function useRecentTokensStore() {
  const store = useContext(RecentTokensContext)
  if (!store) throw new Error('useRecentTokens needs a RecentTokensProvider')
  return store
}

const noRecentTokens: RecentToken[] = []

export function useRecentTokens(chainId: number): RecentToken[] {
  return useStore(
    useRecentTokensStore(),
    (state) => state.byChain[String(chainId)] ?? noRecentTokens,
  )
}

export function useRecentTokensActions(): RecentTokensState['actions'] {
  return useStore(useRecentTokensStore(), (state) => state.actions)
}
