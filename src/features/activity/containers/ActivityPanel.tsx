import { Trans } from '@lingui/react/macro'
import type { Address } from 'viem'
import { useNow } from '../../../lib/useNow'
import { ActivityList } from '../components/ActivityList'
import { useResumePendingActivity } from '../hooks/useResumePendingActivity'
import { useActivity } from '../store/ActivityStoreProvider'
import type { ActivityEntry, ActivitySettlement } from '../store/types'

export type ActivityPanelProps = {
  account: Address | null
  /** How a swap left pending by an earlier page (a reload) ended. */
  onSettled?: (settlement: ActivitySettlement) => void
}

const noEntries: ActivityEntry[] = []

/** The connected account's history; resumes tracking what is pending. */
export function ActivityPanel({ account, onSettled }: ActivityPanelProps) {
  useResumePendingActivity(account, onSettled)
  // "3 minutes ago" moves on by itself, a tick every half minute.
  const nowMs = useNow(30_000)
  const entries = useActivity((values) =>
    account
      ? (values.entriesByAccount[account.toLowerCase()] ?? noEntries)
      : noEntries,
  )
  if (!account) return null
  return (
    <section className="activity-panel" aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="activity-heading">
        <Trans>Activity</Trans>
      </h2>
      <ActivityList entries={entries} nowMs={nowMs} />
    </section>
  )
}
