import { createContext } from 'react'
import type { RecentTokensStore } from './createRecentTokensStore'

/**
 * The mounted app's recent picks: the store is made by the first picker
 * that reads it (useRecentTokens.ts), so its code and its read of storage
 * stay off the first load.
 */
export type RecentTokensHolder = { store: RecentTokensStore | null }

export const RecentTokensContext = createContext<RecentTokensHolder | null>(
  null,
)
