import { useEffect, useRef } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { lazyModule } from '../../../lib/lazyModule'
import {
  type ActivityEntry,
  useActivity,
  useActivityActions,
} from '../../activity'
import { useExecutionReports } from '../reports/ExecutionReportsProvider'

/** The receipt wait, loaded when a swap is left pending. */
const receipt = lazyModule(() => import('./receipt'))

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
 * not: every swap the account's history still calls pending is followed
 * again to its outcome (receipt.ts's resumeSwap: the live flow's wait and
 * outcome), written to the history and, for one an earlier page sent,
 * reported through the same queue as the live flow's.
 */
export function useResumeSwaps(account: Address | null) {
  const config = useConfig()
  const activity = useActivityActions()
  const reports = useExecutionReports()
  const entries = useActivity((values) =>
    account
      ? (values.entriesByAccount[account.toLowerCase()] ?? noEntries)
      : noEntries,
  )
  const followed = useRef(new Set<string>())
  useEffect(() => {
    if (!account) return
    const loadedAtMs = pageLoadedAtMs()
    for (const entry of entries) {
      const id = entry.hash.toLowerCase()
      if (entry.status !== 'pending' || followed.current.has(id)) continue
      followed.current.add(id)
      receipt
        .load()
        .then(({ resumeSwap, publicClientOf }) =>
          resumeSwap({
            client: publicClientOf(config, entry.chainId),
            account,
            entry,
            activity,
            reports,
            isReported: entry.createdAtMs < loadedAtMs,
          }),
        )
        // Not settled: asked again when the history next changes.
        .catch(() => followed.current.delete(id))
    }
  }, [account, entries, config, activity, reports])
}
