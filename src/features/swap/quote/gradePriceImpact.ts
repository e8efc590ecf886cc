// How loud the card says a trade's price impact: beside the amount bought,
// in the main button's colour and words, and, above the ceiling, with a
// confirmation the person ticks before anything is sent. The thresholds
// follow the anchors (Uniswap warns from 3 % and blocks on 15 %, 1inch and
// CoW ask from about 5 % to 20 %): warning from 3 %, danger from 10 %, and
// a tick from 20 %, where the trade loses a fifth of its value.

/** The grade of a price impact, quietest first. */
export type PriceImpactGrade = 'none' | 'warning' | 'danger' | 'confirm'

export const PRICE_IMPACT_WARNING_PERCENT = 3
export const PRICE_IMPACT_DANGER_PERCENT = 10
/** From here the person ticks an explicit confirmation first. */
export const PRICE_IMPACT_CONFIRM_PERCENT = 20

/**
 * How much more impact than the one confirmed a later quote may show and
 * still be covered by the same tick: the figure moves a little between
 * refreshes, and the tick names it rounded to whole percent.
 */
export const PRICE_IMPACT_ACCEPTANCE_SLACK_PERCENT = 1

/** The grade of an impact in percent; an unknown one is 'none'. */
export function gradePriceImpact(
  percent: number | null | undefined,
): PriceImpactGrade {
  if (percent === null || percent === undefined) return 'none'
  if (!Number.isFinite(percent)) return 'none'
  if (percent >= PRICE_IMPACT_CONFIRM_PERCENT) return 'confirm'
  if (percent >= PRICE_IMPACT_DANGER_PERCENT) return 'danger'
  if (percent >= PRICE_IMPACT_WARNING_PERCENT) return 'warning'
  return 'none'
}

/**
 * Whether the confirmation the person ticked (for `acceptedPercent`) covers
 * an impact of `percent`: always below the ceiling, else only up to what
 * was confirmed (and the slack).
 */
export function isPriceImpactAccepted(
  percent: number | null,
  acceptedPercent: number | null,
): boolean {
  if (gradePriceImpact(percent) !== 'confirm') return true
  if (acceptedPercent === null || percent === null) return false
  return percent <= acceptedPercent + PRICE_IMPACT_ACCEPTANCE_SLACK_PERCENT
}
