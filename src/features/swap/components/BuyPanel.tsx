import type { ReactNode } from 'react'
import { formatUsd } from '../../../lib/format'
import { BALANCE_UNAVAILABLE_TEXT } from './balanceUnavailableText'

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
}: BuyPanelProps) {
  return (
    <section className="swap-panel" aria-label="You buy">
      <div className="panel-top">
        <span className="panel-label">You buy</span>
      </div>
      <div className="panel-main">
        <output
          className={isStale ? 'amount-output is-stale' : 'amount-output'}
          aria-live="polite"
          aria-busy={isLoading || isStale ? true : undefined}
          aria-label="Amount you receive"
        >
          {amountText ?? (isLoading ? '…' : isUnavailable ? '—' : '0')}
        </output>
        {tokenButton}
      </div>
      <div className="panel-bottom">
        <span className="muted">
          {usdValue === null || amountText === null ? '' : formatUsd(usdValue)}
        </span>
        {isBalanceUnavailable ? (
          <span className="balance" role="status">
            {BALANCE_UNAVAILABLE_TEXT}
          </span>
        ) : balanceText ? (
          <span className="balance">Balance: {balanceText}</span>
        ) : null}
      </div>
    </section>
  )
}
