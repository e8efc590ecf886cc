import { useEffect, useRef } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { useActivity, useActivityActions } from '../store/ActivityStoreProvider'
import type { ActivityEntry, ActivitySettlement } from '../store/types'

const noEntries: ActivityEntry[] = []

/**
 * When this page was loaded. An entry created before it was sent by an
 * earlier page, whose own tracking (and reporting) was lost with it; one
 * created since is still followed by the flow that sent it.
 */
const pageLoadedAtMs = () =>
  typeof performance === 'undefined' ? Date.now() : performance.timeOrigin

/**
 * After a reload the page has lost the wallet's promise, but the chain has
 * not: every pending entry of the account is followed again until it ends.
 * `onSettled` hears how each swap left pending by an earlier page ended.
 */
export function useResumePendingActivity(
  account: Address | null,
  onSettled?: (settlement: ActivitySettlement) => void,
) {
  const config = useConfig()
  const actions = useActivityActions()
  const entries = useActivity((values) =>
    account
      ? (values.entriesByAccount[account.toLowerCase()] ?? noEntries)
      : noEntries,
  )
  const tracked = useRef(new Set<string>())
  const onSettledRef = useRef(onSettled)
  useEffect(() => {
    onSettledRef.current = onSettled
  })
  useEffect(() => {
    if (!account) return
    const loadedAtMs = pageLoadedAtMs()
    for (const entry of entries) {
      const id = entry.hash.toLowerCase()
      if (entry.status !== 'pending' || tracked.current.has(id)) continue
      tracked.current.add(id)
      const isFromEarlierPage = entry.createdAtMs < loadedAtMs
      // Loaded on demand: viem's public actions stay off the first load.
      import('./trackActivityEntry')
        .then(({ trackActivityEntry }) =>
          trackActivityEntry({
            config,
            chainId: entry.chainId,
            account,
            hash: entry.hash,
            quoteId: entry.quoteId,
            actions,
            onSettled: isFromEarlierPage
              ? (settlement) => onSettledRef.current?.(settlement)
              : undefined,
          }),
        )
        .catch(() => tracked.current.delete(id))
    }
  }, [account, entries, config, actions])
}
