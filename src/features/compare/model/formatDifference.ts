import type { LocaleFormatters } from '../../../lib/i18n/createLocaleFormatters'

type FormatDifferenceParameters = {
  differenceWei: bigint
  decimals: number
  differencePercent: number
  differenceUsd: number | null
}

type FormatDifferenceReturnType = {
  /** "+1.5", "−0.25", "0" */
  amount: string
  percent: string
  /** Null when the output token has no USD price. */
  usd: string | null
}

const MINUS = '−'

function signOf(value: number | bigint) {
  return value < 0 ? MINUS : value > 0 ? '+' : ''
}

/** A difference's figures in the language's format, each saying which way
 * it goes. */
export function formatDifference(
  {
    differenceWei,
    decimals,
    differencePercent,
    differenceUsd,
  }: FormatDifferenceParameters,
  format: LocaleFormatters,
): FormatDifferenceReturnType {
  const magnitudeWei = differenceWei < 0n ? -differenceWei : differenceWei
  return {
    amount: `${signOf(differenceWei)}${format.tokenAmount(magnitudeWei, decimals)}`,
    percent: `${signOf(differencePercent)}${format.percent(Math.abs(differencePercent))}`,
    usd:
      differenceUsd === null
        ? null
        : `${signOf(differenceUsd)}${format.usd(Math.abs(differenceUsd))}`,
  }
}
