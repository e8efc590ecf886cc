import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ChevronDownIcon } from '../../../ui/icons/ChevronDownIcon'

export type QuoteSummaryRowProps = {
  /** The rate one way, with its invert button. */
  rate: ReactNode
  /** The network fee, short ("≈ $2.13"); null when unknown. */
  feeText: string | null
  isOpen: boolean
  onToggle: () => void
  /** The id of the details it opens. */
  controls: string
}

/**
 * The quote in one row under "You buy": the rate and the network fee,
 * and the button that opens the rest. The row is what appears when a quote
 * arrives, so the card grows by one line, not by the whole details.
 */
export function QuoteSummaryRow({
  rate,
  feeText,
  isOpen,
  onToggle,
  controls,
}: QuoteSummaryRowProps) {
  const { t } = useLingui()
  return (
    <div className="quote-summary">
      <span className="quote-summary-rate">{rate}</span>
      <span className="quote-summary-end">
        {feeText ? (
          <span className="quote-fee">
            <span className="visually-hidden">
              <Trans>Network fee</Trans>
            </span>{' '}
            <span className="number" data-number="">
              {feeText}
            </span>
          </span>
        ) : null}
        <button
          type="button"
          className="icon-button quote-expand"
          aria-expanded={isOpen}
          aria-controls={controls}
          aria-label={t`All the quote’s details`}
          onClick={onToggle}
        >
          <ChevronDownIcon size={18} />
        </button>
      </span>
    </div>
  )
}
