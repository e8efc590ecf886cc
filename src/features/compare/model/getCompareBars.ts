import type { DexComparePool } from '../api/types'

type GetCompareBarsParameters = {
  aggregatorAmountOutWei: bigint
  aggregatorDecimals: number
  pools: readonly DexComparePool[]
}

export type CompareBar = {
  /** Null for the aggregator's bar. */
  pool: DexComparePool | null
  amountWei: bigint
  decimals: number
  /** Share of the largest output, 0–100: the longest bar is full width. */
  widthPercent: number
}

const rescale = (amount: bigint, from: number, to: number) =>
  amount * 10n ** BigInt(to - from)

/**
 * The aggregator's output and each single pool's on one scale: outputs in
 * different decimals are brought to the finest, and the largest is 100.
 */
export function getCompareBars({
  aggregatorAmountOutWei,
  aggregatorDecimals,
  pools,
}: GetCompareBarsParameters): CompareBar[] {
  const decimals = Math.max(
    aggregatorDecimals,
    ...pools.map((pool) => pool.decimalsOut),
  )
  const entries = [
    {
      pool: null,
      amountWei: aggregatorAmountOutWei,
      decimals: aggregatorDecimals,
    },
    ...pools.map((pool) => ({
      pool,
      amountWei: pool.amountOutWei,
      decimals: pool.decimalsOut,
    })),
  ]
  const scaled = entries.map((entry) =>
    rescale(entry.amountWei, entry.decimals, decimals),
  )
  const largest = scaled.reduce((max, value) => (value > max ? value : max), 0n)
  return entries.map((entry, index) => ({
    ...entry,
    widthPercent:
      largest === 0n
        ? 0
        : Number(((scaled[index] ?? 0n) * 10_000n) / largest) / 100,
  }))
}
