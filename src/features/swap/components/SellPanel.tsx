import type { ReactNode } from 'react'
import { formatUsd } from '../../../lib/format'
import { AmountField } from './AmountField'
import { BALANCE_UNAVAILABLE_TEXT } from './balanceUnavailableText'

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
  return (
    <section className="swap-panel" aria-label="You sell">
      <div className="panel-top">
        <span className="panel-label">You sell</span>
      </div>
      <div className="panel-main">
        <AmountField
          label="Amount to sell"
          value={amountText}
          onChange={onAmountChange}
          decimals={decimals}
        />
        {tokenButton}
      </div>
      <div className="panel-bottom">
        <span className="muted">
          {usdValue === null ? '' : formatUsd(usdValue)}
        </span>
        {isBalanceUnavailable ? (
          <span className="balance" role="status">
            {BALANCE_UNAVAILABLE_TEXT}
          </span>
        ) : balanceText ? (
          <span className="balance">
            Balance: {balanceText}
            {onMax ? (
              <button type="button" className="button-link" onClick={onMax}>
                Max
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </section>
  )
}
