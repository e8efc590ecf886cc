import './swapFlow.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import type { SwapProtection } from '../lifecycle/types'

/** Which protection holds the minimum, in plain words. */
export type MeasuredProtection = { kind: SwapProtection; text: string }

export type MeasuredChangesProps = {
  protection: MeasuredProtection
  /** Each token leaving the payer, as "amount symbol". */
  payerOutflows: readonly string[]
  recipientGainText: string
  /** The bought token's tax or trap, as the simulation found it. */
  tokenRiskText?: string | null
  /** The sell token's allowance left to the router; null for the coin. */
  allowanceLeftText: string | null
  networkFee: { nativeText: string; usd: number | null }
}

/**
 * What the app's own simulation measured of the swap the wallet is asked
 * to sign (and signed), and what holds the minimum: the review says only
 * what was verified.
 */
export function MeasuredChanges({
  protection,
  payerOutflows,
  recipientGainText,
  tokenRiskText = null,
  allowanceLeftText,
  networkFee,
}: MeasuredChangesProps) {
  const { t } = useLingui()
  const format = useFormatters()
  return (
    <section className="measured-changes" aria-label={t`Measured changes`}>
      <p className={`measured-protection is-${protection.kind}`}>
        {protection.text}
      </p>
      <dl className="swap-flow-compare">
        <dt>
          <Trans>Leaves your wallet</Trans>
        </dt>
        <dd>
          {payerOutflows.length > 0 ? payerOutflows.join(', ') : t`Nothing`}
        </dd>
        <dt>
          <Trans>Recipient receives</Trans>
        </dt>
        <dd>{recipientGainText}</dd>
        {tokenRiskText === null ? null : (
          <>
            <dt>
              <Trans>The token bought</Trans>
            </dt>
            <dd className="measured-token-risk">{tokenRiskText}</dd>
          </>
        )}
        {allowanceLeftText === null ? null : (
          <>
            <dt>
              <Trans>Allowance left to the router</Trans>
            </dt>
            <dd>{allowanceLeftText}</dd>
          </>
        )}
        <dt>
          <Trans>Network fee</Trans>
        </dt>
        <dd>
          {networkFee.nativeText}
          {networkFee.usd === null ? null : ` (${format.usd(networkFee.usd)})`}
        </dd>
      </dl>
      <p className="muted">
        <Trans>Measured by the app’s own simulation of this transaction.</Trans>
      </p>
    </section>
  )
}
