import { toUsdPrice } from '../../../../schema/tokenNumbers'
import { formatUnits } from '../../../lib/tokenUnits'

export type GetNetComparisonParameters = {
  /** Aggregator output minus best single pool output, raw units. */
  grossDifferenceWei: bigint
  /** The decimals `grossDifferenceWei` is in. */
  decimals: number
  /** USD per whole output token; null when unknown. */
  priceOutUsd: number | null
  /** Each side's network fee in the native coin's wei; null when unknown. */
  aggregatorFeeWei: bigint | null
  poolFeeWei: bigint | null
  nativeDecimals: number
  nativePriceUsd: number | null
}

export type NetVerdict = 'routing-ahead' | 'equal' | 'pool-ahead'

export type NetComparison =
  /** A fee is unknown, or a price to set output against fees. */
  | { kind: 'unknown'; reason: 'no-fee' | 'no-price' }
  | {
      kind: 'compared'
      verdict: NetVerdict
      /** What routing gains in output, in USD (negative: it loses). */
      grossUsd: number
      /** What routing costs in fees beyond the pool's, in USD. */
      extraFeeUsd: number
      /** grossUsd − extraFeeUsd: what routing gains after fees. */
      netUsd: number
    }

/** Below half a cent either way, neither side is better. */
const EVEN_USD = 0.005

const toUsd = (wei: bigint, decimals: number, price: number) =>
  Number(formatUnits(wei, decimals)) * price

/**
 * The aggregator's route against the best single pool after each side's
 * network fee: output and fees set against each other in USD, the only
 * unit both have. A route through more pools pays more gas, so a route
 * that pays more output can still leave the person with less.
 */
export function getNetComparison({
  grossDifferenceWei,
  decimals,
  priceOutUsd,
  aggregatorFeeWei,
  poolFeeWei,
  nativeDecimals,
  nativePriceUsd,
}: GetNetComparisonParameters): NetComparison {
  if (aggregatorFeeWei === null || poolFeeWei === null) {
    return { kind: 'unknown', reason: 'no-fee' }
  }
  const outPrice = toUsdPrice(priceOutUsd)
  const nativePrice = toUsdPrice(nativePriceUsd)
  if (outPrice === null || nativePrice === null) {
    return { kind: 'unknown', reason: 'no-price' }
  }
  const grossUsd = toUsd(grossDifferenceWei, decimals, outPrice)
  const extraFeeUsd = toUsd(
    aggregatorFeeWei - poolFeeWei,
    nativeDecimals,
    nativePrice,
  )
  const netUsd = grossUsd - extraFeeUsd
  if (!Number.isFinite(netUsd)) return { kind: 'unknown', reason: 'no-price' }
  const verdict: NetVerdict =
    netUsd > EVEN_USD
      ? 'routing-ahead'
      : netUsd < -EVEN_USD
        ? 'pool-ahead'
        : 'equal'
  return { kind: 'compared', verdict, grossUsd, extraFeeUsd, netUsd }
}
