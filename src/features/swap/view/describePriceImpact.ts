import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Formatters } from '../../../lib/format'
import {
  gradePriceImpact,
  isPriceImpactAccepted,
  type PriceImpactGrade,
} from '../quote/gradePriceImpact'

/** A price impact as the card shows it: graded, gated, worded. */
export type PriceImpactView = {
  /** In percent. */
  percent: number
  grade: Exclude<PriceImpactGrade, 'none'>
  /** Below the ceiling, or ticked for about this loss. */
  isAccepted: boolean
  /** The loss in the locale's percent ("38%", "4.2%"). */
  lossText: string
  /** Beside the amount bought: "-38% price impact". */
  badge: string
  /** The main button's second line. */
  buttonLine: string
  /** Under a button that waits for the tick. */
  tickHint: string
}

/**
 * What the card shows of an impact of `percent` given a tick for
 * `acceptedPercent`: null below the warning grade or when unknown. Fetched
 * with the card's parts (containers/cardParts.ts), before any quote shows,
 * so the first load carries none of it.
 */
export function describePriceImpact(
  percent: number | null,
  acceptedPercent: number | null,
  i18n: I18n,
  format: Pick<Formatters, 'percent'>,
): PriceImpactView | null {
  const grade = gradePriceImpact(percent)
  if (grade === 'none' || percent === null) return null
  const digits = percent < 10 ? 1 : 0
  const lossText = format.percent(percent, digits)
  const signed = format.percent(-percent, digits)
  return {
    percent,
    grade,
    isAccepted: isPriceImpactAccepted(percent, acceptedPercent),
    lossText,
    badge: i18n._(msg`${signed} price impact`),
    buttonLine: i18n._(msg`You lose about ${lossText} to price impact`),
    tickHint: i18n._(
      msg`Tick the box above to go on: this trade loses much of its value.`,
    ),
  }
}
