import { type ReactNode, useState } from 'react'
import {
  createRecentTokensStore,
  type RecentTokensStore,
} from './createRecentTokensStore'
import { RecentTokensContext } from './RecentTokensContext'

export type RecentTokensProviderProps = {
  children: ReactNode
  /** A ready store (tests, or a host sharing one); else one is created. */
  store?: RecentTokensStore | undefined
}

/** One recent-picks store per mounted app. */
export function RecentTokensProvider({
  children,
  store,
}: RecentTokensProviderProps) {
  const [ownStore] = useState(() => store ?? createRecentTokensStore())
  return (
    <RecentTokensContext value={store ?? ownStore}>
      {children}
    </RecentTokensContext>
  )
}
