import { toUsdPrice } from '../../../../schema/tokenNumbers'
import { formatUnits } from '../../../lib/tokenUnits'
import type { DexComparePool } from '../api/types'

type GetComparisonParameters = {
  /** The aggregator's quoted output, raw units. */
  aggregatorAmountOutWei: bigint
  aggregatorDecimals: number
  pools: readonly DexComparePool[]
  /** USD per whole output token; null when unknown. */
  priceOutUsd: number | null
}

export type ComparisonVerdict = 'aggregator-ahead' | 'equal' | 'pool-ahead'

export type Comparison =
  /** No pool was returned for the pair. */
  | { kind: 'no-pools' }
  /** Pools were returned but none can fill the amount on its own. */
  | { kind: 'no-fill' }
  | {
      kind: 'compared'
      verdict: ComparisonVerdict
      bestPool: DexComparePool
      /** Aggregator minus best pool, raw units at `decimals`. */
      differenceWei: bigint
      decimals: number
      /** The difference as a percentage of the best pool's output. */
      differencePercent: number
      differenceUsd: number | null
    }

function rescale(amount: bigint, from: number, to: number) {
  return to >= from
    ? amount * 10n ** BigInt(to - from)
    : amount / 10n ** BigInt(from - to)
}

/** Only a sane price (schema/tokenNumbers.ts) ever makes a USD figure. */
function toUsdDifference(
  differenceWei: bigint,
  decimals: number,
  priceOutUsd: number | null,
) {
  const price = toUsdPrice(priceOutUsd)
  if (price === null) return null
  const usd = Number(formatUnits(differenceWei, decimals)) * price
  return Number.isFinite(usd) ? usd : null
}

/** Percent with 6 decimals of precision, computed on integers. */
function percentOf(part: bigint, whole: bigint) {
  return Number((part * 100_000_000n) / whole) / 1_000_000
}

/**
 * The aggregator's output set against the best single pool: which pays more,
 * by how much in output-token units, in percent and in USD. The best pool is
 * the one paying most, whatever order the service sent.
 */
export function getComparison({
  aggregatorAmountOutWei,
  aggregatorDecimals,
  pools,
  priceOutUsd,
}: GetComparisonParameters): Comparison {
  if (pools.length === 0) return { kind: 'no-pools' }
  const decimals = Math.max(
    aggregatorDecimals,
    ...pools.map((pool) => pool.decimalsOut),
  )
  const scaled = (pool: DexComparePool) =>
    rescale(pool.amountOutWei, pool.decimalsOut, decimals)
  const bestPool = pools.reduce((best, pool) =>
    scaled(pool) > scaled(best) ? pool : best,
  )
  const poolOut = scaled(bestPool)
  if (poolOut === 0n) return { kind: 'no-fill' }
  const aggregatorOut = rescale(
    aggregatorAmountOutWei,
    aggregatorDecimals,
    decimals,
  )
  const differenceWei = aggregatorOut - poolOut
  return {
    kind: 'compared',
    verdict:
      differenceWei > 0n
        ? 'aggregator-ahead'
        : differenceWei === 0n
          ? 'equal'
          : 'pool-ahead',
    bestPool,
    differenceWei,
    decimals,
    differencePercent: percentOf(differenceWei, poolOut),
    differenceUsd: toUsdDifference(differenceWei, decimals, priceOutUsd),
  }
}
