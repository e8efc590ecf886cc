import { createContext } from 'react'
import type { RecentTokensStore } from './createRecentTokensStore'

export const RecentTokensContext = createContext<RecentTokensStore | null>(null)
