import type { Formatters } from '../../../lib/format'

type GetRatesParameters = {
  amountIn: bigint
  amountOut: bigint
  decimalsIn: number
  decimalsOut: number
}

/** 18 digits of precision for a ratio of two raw amounts. */
const RATE_DECIMALS = 18

function ratio(
  numerator: bigint,
  numeratorDecimals: number,
  denominator: bigint,
  denominatorDecimals: number,
  format: Pick<Formatters, 'tokenAmount'>,
) {
  if (denominator === 0n) return null
  // (numerator / 10^nd) / (denominator / 10^dd), scaled by 10^RATE_DECIMALS.
  const scaled =
    (numerator * 10n ** BigInt(RATE_DECIMALS + denominatorDecimals)) /
    (denominator * 10n ** BigInt(numeratorDecimals))
  return format.tokenAmount(scaled, RATE_DECIMALS)
}

/** "1 IN = x OUT" and "1 OUT = y IN", as display strings in `format`'s
 * language. */
export function getRates(
  { amountIn, amountOut, decimalsIn, decimalsOut }: GetRatesParameters,
  format: Pick<Formatters, 'tokenAmount'>,
) {
  return {
    outPerIn: ratio(amountOut, decimalsOut, amountIn, decimalsIn, format),
    inPerOut: ratio(amountIn, decimalsIn, amountOut, decimalsOut, format),
  }
}
