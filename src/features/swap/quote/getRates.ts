import { formatTokenAmount } from '../../../lib/format'

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
) {
  if (denominator === 0n) return null
  // (numerator / 10^nd) / (denominator / 10^dd), scaled by 10^RATE_DECIMALS.
  const scaled =
    (numerator * 10n ** BigInt(RATE_DECIMALS + denominatorDecimals)) /
    (denominator * 10n ** BigInt(numeratorDecimals))
  return formatTokenAmount(scaled, RATE_DECIMALS)
}

/** "1 IN = x OUT" and "1 OUT = y IN", as display strings. */
export function getRates({
  amountIn,
  amountOut,
  decimalsIn,
  decimalsOut,
}: GetRatesParameters) {
  return {
    outPerIn: ratio(amountOut, decimalsOut, amountIn, decimalsIn),
    inPerOut: ratio(amountIn, decimalsIn, amountOut, decimalsOut),
  }
}
