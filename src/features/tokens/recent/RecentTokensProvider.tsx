import { type ReactNode, useState } from 'react'
import type { RecentTokensStore } from './createRecentTokensStore'
import {
  RecentTokensContext,
  type RecentTokensHolder,
} from './RecentTokensContext'

export type RecentTokensProviderProps = {
  children: ReactNode
  /** A ready store (tests, or a host sharing one); else the first picker
   * to read it creates one (useRecentTokens.ts). */
  store?: RecentTokensStore | undefined
}

/** One recent-picks store per mounted app. */
export function RecentTokensProvider({
  children,
  store,
}: RecentTokensProviderProps) {
  const [holder] = useState<RecentTokensHolder>(() => ({
    store: store ?? null,
  }))
  return <RecentTokensContext value={holder}>{children}</RecentTokensContext>
}
