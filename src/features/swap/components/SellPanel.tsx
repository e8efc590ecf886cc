import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { AmountField } from './AmountField'

export type SellPanelProps = {
  tokenButton: ReactNode
  amountText: string
  onAmountChange: (text: string) => void
  decimals: number | null
  usdValue: number | null
  /** Formatted balance with symbol; null when unknown or no wallet. */
  balanceText: string | null
  /** The node did not answer for the balance: said so, never a zero. */
  isBalanceUnavailable: boolean
  onMax: (() => void) | null
}

export function SellPanel({
  tokenButton,
  amountText,
  onAmountChange,
  decimals,
  usdValue,
  balanceText,
  isBalanceUnavailable,
  onMax,
}: SellPanelProps) {
  const { t } = useLingui()
  const format = useFormatters()
  return (
    <section className="swap-panel" aria-label={t`You sell`}>
      <div className="panel-top">
        <span className="panel-label">
          <Trans>You sell</Trans>
        </span>
      </div>
      <div className="panel-main">
        <AmountField
          label={t`Amount to sell`}
          value={amountText}
          onChange={onAmountChange}
          decimals={decimals}
        />
        {tokenButton}
      </div>
      <div className="panel-bottom">
        <span className="muted number" data-number="">
          {usdValue === null ? '' : format.usd(usdValue)}
        </span>
        {isBalanceUnavailable ? (
          <span className="balance" role="status">
            {t`Balance unavailable — the network isn't answering`}
          </span>
        ) : balanceText ? (
          <span className="balance">
            <Trans>Balance: {balanceText}</Trans>
            {onMax ? (
              <button type="button" className="button-link" onClick={onMax}>
                <Trans>Max</Trans>
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </section>
  )
}
