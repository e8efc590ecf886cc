import { Trans } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useNow } from '../../../lib/useNow'
import type { AppChain } from '../../chains'
import { ActivityList } from '../components/ActivityList'
import { useActivity } from '../store/ActivityStoreProvider'
import type { ActivityEntry } from '../store/types'

export type ActivityPanelProps = {
  account: Address | null
  /** The registry's chains, for each entry's network name. */
  chains: readonly Pick<AppChain, 'id' | 'name'>[]
}

const noEntries: ActivityEntry[] = []

/** The connected account's history. */
export function ActivityPanel({ account, chains }: ActivityPanelProps) {
  // "3 minutes ago" moves on by itself, a tick every half minute.
  const nowMs = useNow(30_000)
  const entries = useActivity((values) =>
    account
      ? (values.entriesByAccount[account.toLowerCase()] ?? noEntries)
      : noEntries,
  )
  const chainNames = useMemo(
    () => Object.fromEntries(chains.map((chain) => [chain.id, chain.name])),
    [chains],
  )
  if (!account) return null
  return (
    <section className="activity-panel" aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="activity-heading">
        <Trans>Activity</Trans>
      </h2>
      <ActivityList entries={entries} chainNames={chainNames} nowMs={nowMs} />
    </section>
  )
}
