import '../activity.css'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LocaleFormatters } from '../../../lib/i18n/createLocaleFormatters'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { CheckIcon } from '../../../ui/icons/CheckIcon'
import { ChainLogo } from '../../chains'
import { TokenLogo } from '../../tokens'
import { formatActivityAmount } from '../model/formatActivityAmount'
import type {
  ActivityEntry,
  ActivityStatus,
  ActivityToken,
} from '../store/types'
import { SwapAmounts } from './SwapAmounts'

export type ActivityListProps = {
  entries: readonly ActivityEntry[]
  /** The chains' names by id; an entry on another shows its id. */
  chainNames: Readonly<Record<number, string>>
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

/** Under this, a swap reads "just now" (Intl has no such words). */
const JUST_NOW_MS = 60_000

/**
 * When it was sent, through Intl (the locale formatters' relativeTime);
 * within the last minute "just now", and never in the future: the clock
 * ticks coarsely, so a swap just sent can look a few seconds ahead.
 */
function SentAt({
  entry,
  nowMs,
  format,
}: {
  entry: ActivityEntry
  nowMs: number
  format: LocaleFormatters
}) {
  const { t } = useLingui()
  return (
    <time
      className="activity-time"
      dateTime={new Date(entry.createdAtMs).toISOString()}
      title={format.dateTime(entry.createdAtMs)}
    >
      {nowMs - entry.createdAtMs < JUST_NOW_MS
        ? t`just now`
        : format.relativeTime(entry.createdAtMs, nowMs)}
    </time>
  )
}

/** Words first, colour and mark beside them: never colour alone. */
function StatusBadge({ status }: { status: ActivityStatus }) {
  const { i18n } = useLingui()
  return (
    <span className={`activity-status activity-status--${status}`}>
      {status === 'confirmed' ? (
        <CheckIcon />
      ) : (
        <span className="activity-status-dot" aria-hidden="true" />
      )}
      {i18n._(statusLabels[status])}
    </span>
  )
}

function Logo({ token }: { token: ActivityToken }) {
  return (
    <TokenLogo
      symbol={token.symbol}
      address={token.address ?? token.symbol}
      logoURI={token.logoURI}
      sizePx={24}
    />
  )
}

function ChainName({ chainId, name }: { chainId: number; name?: string }) {
  const { t } = useLingui()
  const shown = name ?? t`Network ${chainId}`
  return (
    <span className="activity-chain">
      <ChainLogo chainId={chainId} name={shown} />
      <bdi>{shown}</bdi>
    </span>
  )
}

/** The account's recent swaps, newest first. */
export function ActivityList({
  entries,
  chainNames,
  nowMs,
}: ActivityListProps) {
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
      {entries.map((entry) => (
        <li key={entry.hash} className="activity-entry">
          <span className="activity-logos">
            <Logo token={entry.sell} />
            <Logo token={entry.buy} />
          </span>
          <span className="activity-summary">
            <SwapAmounts
              sold={formatActivityAmount(entry.sell.amount, format)}
              sellSymbol={entry.sell.symbol}
              bought={formatActivityAmount(entry.buy.amount, format)}
              buySymbol={entry.buy.symbol}
            />
          </span>
          <StatusBadge status={entry.status} />
          <span className="activity-meta">
            <ChainName
              chainId={entry.chainId}
              name={chainNames[entry.chainId]}
            />
            <SentAt entry={entry} nowMs={nowMs} format={format} />
            <TransactionLink entry={entry} />
          </span>
        </li>
      ))}
    </ul>
  )
}
