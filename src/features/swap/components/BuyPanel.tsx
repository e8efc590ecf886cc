import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { amountSizeClass } from '../amount/amountSizeClass'
import type { PriceImpactGrade } from '../quote/gradePriceImpact'

export type BuyPanelProps = {
  tokenButton: ReactNode
  /** Formatted output; null while there is none. */
  amountText: string | null
  isStale: boolean
  isLoading: boolean
  /** No output can be shown (the quote failed): a dash, not a zero. */
  isUnavailable: boolean
  usdValue: number | null
  balanceText: string | null
  /** The node did not answer for the balance: said so, never a zero. */
  isBalanceUnavailable: boolean
  /**
   * The loss to price impact beside the amount ("-38%"), from the warning
   * grade up (../quote/gradePriceImpact.ts); null below it.
   */
  impact?: { label: string; grade: Exclude<PriceImpactGrade, 'none'> } | null
}

const impactClass = {
  warning: 'impact-badge text-warning',
  danger: 'impact-badge text-error',
  confirm: 'impact-badge text-error',
}

export function BuyPanel({
  tokenButton,
  amountText,
  isStale,
  isLoading,
  isUnavailable,
  usdValue,
  balanceText,
  isBalanceUnavailable,
  impact = null,
}: BuyPanelProps) {
  const { t } = useLingui()
  const format = useFormatters()
  return (
    <section className="swap-panel" aria-label={t`You buy`}>
      <div className="panel-top">
        <span className="panel-label">
          <Trans>You buy</Trans>
        </span>
      </div>
      <div className="panel-main">
        <output
          className={`amount-output${amountSizeClass(amountText)}${isStale ? ' is-stale' : ''}`}
          data-number=""
          aria-live="polite"
          aria-busy={isLoading || isStale ? true : undefined}
          aria-label={t`Amount you receive`}
        >
          {amountText ?? (isLoading ? '…' : isUnavailable ? '—' : '0')}
        </output>
        {tokenButton}
      </div>
      <div className="panel-bottom">
        <span className="panel-value">
          <span className="muted number" data-number="">
            {usdValue === null || amountText === null
              ? ''
              : format.usd(usdValue)}
          </span>
          {impact && amountText !== null ? (
            <span className={impactClass[impact.grade]} data-number="">
              {impact.label}
            </span>
          ) : null}
        </span>
        {isBalanceUnavailable ? (
          <span className="balance" role="status">
            {t`Balance unavailable — the network isn't answering`}
          </span>
        ) : balanceText ? (
          <span className="balance">
            <Trans>Balance: {balanceText}</Trans>
          </span>
        ) : null}
      </div>
    </section>
  )
}
