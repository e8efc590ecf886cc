import type { ExecutableQuote } from './types'

/** Above this price impact the person confirms explicitly (anchors: 3–5%). */
export const PRICE_IMPACT_CONFIRM_PERCENT = 5

/** The quote's price impact as the machine holds it; null when unknown. */
export function toSwapPriceImpact(
  percent: number | null,
): ExecutableQuote['priceImpact'] {
  if (percent === null || !Number.isFinite(percent)) return null
  return {
    percent,
    isConfirmationRequired: percent > PRICE_IMPACT_CONFIRM_PERCENT,
  }
}
