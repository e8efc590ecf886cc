import { isSafeDecimals, toUsdPrice } from '../../schema/tokenNumbers'
import { formatUnits } from './tokenUnits'

/**
 * A raw amount in USD; null when the price is unknown or not sane, or the
 * decimals are not ones the app computes with (schema/tokenNumbers.ts).
 */
export function getUsdValue(
  amount: bigint,
  decimals: number,
  priceUsd: number | null,
): number | null {
  const price = toUsdPrice(priceUsd)
  if (price === null || !isSafeDecimals(decimals)) return null
  const value = Number(formatUnits(amount, decimals)) * price
  return Number.isFinite(value) ? value : null
}
