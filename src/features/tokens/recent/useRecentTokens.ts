import { useContext } from 'react'
import { useStore } from 'zustand'
import {
  createRecentTokensStore,
  type RecentToken,
  type RecentTokensState,
  type RecentTokensStore,
} from './createRecentTokensStore'
import { RecentTokensContext } from './RecentTokensContext'

let fallbackStore: RecentTokensStore | undefined

/**
 * The provider's store; without a provider, one store for the page, so the
 * picker works wherever it is mounted.
 */
function useRecentTokensStore() {
  const store = useContext(RecentTokensContext)
  if (store) return store
  fallbackStore ??= createRecentTokensStore()
  return fallbackStore
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
