import { useContext } from 'react'
import { useStore } from 'zustand'
import {
  createRecentTokensStore,
  type RecentToken,
  type RecentTokensState,
} from './createRecentTokensStore'
import { RecentTokensContext } from './RecentTokensContext'

/** The mounted app's store: two apps on one page never share one. Made
 * here, by the first picker that reads it: only the picker's chunk carries
 * its code. */
function useRecentTokensStore() {
  const holder = useContext(RecentTokensContext)
  if (!holder) throw new Error('useRecentTokens needs a RecentTokensProvider')
  holder.store ??= createRecentTokensStore()
  return holder.store
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
