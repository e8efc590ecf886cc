import { formatUnits } from 'viem'

/** A raw amount in USD; null when the price is unknown. */
export function getUsdValue(
  amount: bigint,
  decimals: number,
  priceUsd: number | null,
): number | null {
  if (priceUsd === null || !Number.isFinite(priceUsd)) return null
  return Number(formatUnits(amount, decimals)) * priceUsd
}
