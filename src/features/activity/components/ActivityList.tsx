import '../activity.css'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LocaleFormatters } from '../../../lib/i18n/createLocaleFormatters'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import type { ActivityEntry, ActivityStatus } from '../store/types'

export type ActivityListProps = {
  entries: readonly ActivityEntry[]
  /** Now, for "3 minutes ago". */
  nowMs: number
}

const statusLabels: Record<ActivityStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  reverted: msg`Failed`,
  cancelled: msg`Cancelled`,
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

function SentAt({
  entry,
  nowMs,
  format,
}: {
  entry: ActivityEntry
  nowMs: number
  format: LocaleFormatters
}) {
  return (
    <time
      className="activity-time muted"
      dateTime={new Date(entry.createdAtMs).toISOString()}
      title={format.dateTime(entry.createdAtMs)}
    >
      {format.relativeTime(entry.createdAtMs, nowMs)}
    </time>
  )
}

/** The account's recent swaps, newest first. */
export function ActivityList({ entries, nowMs }: ActivityListProps) {
  const { i18n } = useLingui()
  const format = useFormatters()
  if (entries.length === 0) {
    return (
      <p className="muted">
        <Trans>No swaps from this account yet.</Trans>
      </p>
    )
  }
  return (
    <ul className="activity-list">
      {entries.map((entry) => {
        const {
          sellAmountText: sold,
          sellSymbol,
          buyAmountText: bought,
          buySymbol,
        } = entry
        return (
          <li key={entry.hash} className="activity-entry">
            <span className="activity-summary">
              <Trans comment="A swap in the history: amount sold and symbol, then amount bought and symbol">
                {sold} {sellSymbol} → {bought} {buySymbol}
              </Trans>
            </span>
            <SentAt entry={entry} nowMs={nowMs} format={format} />
            <span className={`activity-status activity-${entry.status}`}>
              {i18n._(statusLabels[entry.status])}
            </span>
            <TransactionLink entry={entry} />
          </li>
        )
      })}
    </ul>
  )
}
