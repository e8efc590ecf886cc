import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useFormatters } from '../lib/i18n/LocaleProvider'
import type { HostLimit } from './getHostLimits'

export type HostLimitsNoticeProps = {
  limits: readonly HostLimit[]
  /** Why the button does not count yet (the frame not yet in plain sight
   * for a second), or null: HostLimitsGate. */
  pressHold: string | null
  onConfirm: () => void
}

/** At or above this, "up to half" is what the person could lose. */
const HALF_PERCENT = 50

function HostLimitSentence({ limit }: { limit: HostLimit }) {
  const { t } = useLingui()
  const format = useFormatters()
  switch (limit.kind) {
    case 'slippage': {
      const percent = format.percent(Number(limit.percent), 4)
      return Number(limit.percent) >= HALF_PERCENT
        ? t`The site you are on set your slippage to ${percent}. You could receive up to half less than quoted.`
        : t`The site you are on set your slippage to ${percent}. You could receive up to ${percent} less than quoted.`
    }
    case 'approval':
      return t`The site you are on set approvals to unlimited: the swap router may spend all of a token you approve, now and later, until you revoke the approval.`
    case 'recipient': {
      const { address } = limit
      return (
        <Trans>
          The site you are on set the receiver to{' '}
          <code className="address">{address}</code>: the tokens you buy will go
          there, not to your wallet.
        </Trans>
      )
    }
  }
}

/**
 * The settings a host chose that can cost the person money, in plain words
 * with their exact values, and the one button that accepts them. Shown
 * whatever the host hides: nothing is signed until it is pressed.
 */
export function HostLimitsNotice({
  limits,
  pressHold,
  onConfirm,
}: HostLimitsNoticeProps) {
  const titleId = useId()
  const holdId = useId()
  const isHeld = pressHold !== null
  return (
    <section className="host-limits" aria-labelledby={titleId}>
      <h2 id={titleId} className="host-limits-title">
        <Trans>Check the settings this site chose</Trans>
      </h2>
      <ul className="host-limits-list">
        {limits.map((limit) => (
          <li key={limit.key}>
            <HostLimitSentence limit={limit} />
          </li>
        ))}
      </ul>
      {/* Held back, not disabled: it keeps its focus and its name, and says
          why it waits. */}
      <button
        type="button"
        className={isHeld ? 'button-primary is-arming' : 'button-primary'}
        aria-disabled={isHeld || undefined}
        aria-describedby={pressHold ? holdId : undefined}
        onClick={isHeld ? undefined : onConfirm}
      >
        <Trans>I understand, use these settings</Trans>
      </button>
      {pressHold ? (
        <span id={holdId} className="visually-hidden">
          {pressHold}
        </span>
      ) : null}
    </section>
  )
}
