import { useLingui } from '@lingui/react/macro'
import { InvertIcon } from '../../../ui/icons/InvertIcon'

export type RateLineProps = {
  rates: { outPerIn: string | null; inPerOut: string | null }
  sellSymbol: string
  buySymbol: string
  isInverted: boolean
  onInvert: (() => void) | undefined
}

/**
 * One way of the rate, never broken inside, and the button that turns it
 * the other way (the choice is remembered: useRateDirection).
 */
export function RateLine({
  rates,
  sellSymbol,
  buySymbol,
  isInverted,
  onInvert,
}: RateLineProps) {
  const { t } = useLingui()
  const [rate, one, other] = isInverted
    ? [rates.inPerOut, buySymbol, sellSymbol]
    : [rates.outPerIn, sellSymbol, buySymbol]
  return (
    <>
      <output className="quote-rate number" data-number="" aria-label={t`Rate`}>
        {rate ? (
          <>
            1 <bdi>{one}</bdi> = {rate} <bdi>{other}</bdi>
          </>
        ) : (
          '—'
        )}
      </output>
      {onInvert ? (
        <button
          type="button"
          className="icon-button rate-invert"
          aria-label={t`Invert the rate`}
          aria-pressed={isInverted}
          onClick={onInvert}
        >
          <InvertIcon size={16} />
        </button>
      ) : null}
    </>
  )
}
