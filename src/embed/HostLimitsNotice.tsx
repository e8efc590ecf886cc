import { useId } from 'react'
import type { HostLimit } from './getHostLimits'

export type HostLimitsNoticeProps = {
  limits: readonly HostLimit[]
  onConfirm: () => void
}

function HostLimitSentence({ limit }: { limit: HostLimit }) {
  switch (limit.kind) {
    case 'slippage':
      return Number(limit.percent) >= 50 ? (
        <>
          The site you are on set your slippage to {limit.percent} %. You could
          receive up to half less than quoted.
        </>
      ) : (
        <>
          The site you are on set your slippage to {limit.percent} %. You could
          receive up to {limit.percent} % less than quoted.
        </>
      )
    case 'approval':
      return (
        <>
          The site you are on set approvals to unlimited: the swap router may
          spend all of a token you approve, now and later, until you revoke the
          approval.
        </>
      )
    case 'recipient':
      return (
        <>
          The site you are on set the receiver to{' '}
          <code className="address">{limit.address}</code>: the tokens you buy
          will go there, not to your wallet.
        </>
      )
  }
}

/**
 * The settings a host chose that can cost the person money, in plain words
 * with their exact values, and the one button that accepts them. Shown
 * whatever the host hides: nothing is signed until it is pressed.
 */
export function HostLimitsNotice({ limits, onConfirm }: HostLimitsNoticeProps) {
  const titleId = useId()
  return (
    <section className="host-limits" aria-labelledby={titleId}>
      <h2 id={titleId} className="host-limits-title">
        Check the settings this site chose
      </h2>
      <ul className="host-limits-list">
        {limits.map((limit) => (
          <li key={limit.key}>
            <HostLimitSentence limit={limit} />
          </li>
        ))}
      </ul>
      <button type="button" className="button-primary" onClick={onConfirm}>
        I understand, use these settings
      </button>
    </section>
  )
}
