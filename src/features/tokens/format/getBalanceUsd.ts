import { formatUnits } from 'viem'

/** The USD value of a raw balance, or null when the price is unknown. */
export function getBalanceUsd(
  balance: bigint,
  decimals: number,
  priceUsd: number | null,
): number | null {
  if (priceUsd === null || !Number.isFinite(priceUsd)) return null
  return Number(formatUnits(balance, decimals)) * priceUsd
}
