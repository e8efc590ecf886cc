import { useEffect, useRef } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { useActivity, useActivityActions } from '../store/ActivityStoreProvider'
import type { ActivityEntry } from '../store/types'

const noEntries: ActivityEntry[] = []

/**
 * After a reload the page has lost the wallet's promise, but the chain has
 * not: every pending entry of the account is followed again until it ends.
 */
export function useResumePendingActivity(account: Address | null) {
  const config = useConfig()
  const actions = useActivityActions()
  const entries = useActivity((values) =>
    account
      ? (values.entriesByAccount[account.toLowerCase()] ?? noEntries)
      : noEntries,
  )
  const tracked = useRef(new Set<string>())
  useEffect(() => {
    if (!account) return
    for (const entry of entries) {
      const id = entry.hash.toLowerCase()
      if (entry.status !== 'pending' || tracked.current.has(id)) continue
      tracked.current.add(id)
      // Loaded on demand: viem's public actions stay off the first load.
      import('./trackActivityEntry')
        .then(({ trackActivityEntry }) =>
          trackActivityEntry({
            config,
            chainId: entry.chainId,
            account,
            hash: entry.hash,
            actions,
          }),
        )
        .catch(() => tracked.current.delete(id))
    }
  }, [account, entries, config, actions])
}
