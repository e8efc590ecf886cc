import '../activity.css'
import type { ActivityEntry, ActivityStatus } from '../store/types'

export type ActivityListProps = {
  entries: readonly ActivityEntry[]
}

const statusLabels: Record<ActivityStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  reverted: 'Failed',
  cancelled: 'Cancelled',
}

const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`

function TransactionLink({ entry }: { entry: ActivityEntry }) {
  const hash = entry.replacedBy ?? entry.hash
  if (!entry.explorerUrl) return <code>{shortHash(hash)}</code>
  return (
    <a
      href={`${entry.explorerUrl}/tx/${hash}`}
      target="_blank"
      rel="noreferrer"
    >
      {shortHash(hash)}
    </a>
  )
}

/** The account's recent swaps, newest first. */
export function ActivityList({ entries }: ActivityListProps) {
  if (entries.length === 0) {
    return <p className="muted">No swaps from this account yet.</p>
  }
  return (
    <ul className="activity-list">
      {entries.map((entry) => (
        <li key={entry.hash} className="activity-entry">
          <span className="activity-summary">
            {entry.sellAmountText} {entry.sellSymbol} → {entry.buyAmountText}{' '}
            {entry.buySymbol}
          </span>
          <span className={`activity-status activity-${entry.status}`}>
            {statusLabels[entry.status]}
          </span>
          <TransactionLink entry={entry} />
        </li>
      ))}
    </ul>
  )
}
