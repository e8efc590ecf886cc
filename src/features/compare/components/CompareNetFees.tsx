import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { toUsdPrice } from '../../../../schema/tokenNumbers'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { formatUnits } from '../../../lib/tokenUnits'
import type { Comparison } from '../model/getComparison'
import { getNetComparison } from '../model/getNetComparison'
import { SINGLE_POOL_SWAP_GAS } from '../model/singlePoolSwapGas'
import type { CompareNetworkFee } from '../types'
import { CompareFigure } from './CompareFigure'

export type CompareNetFeesProps = {
  comparison: Extract<Comparison, { kind: 'compared' }>
  /** Null when the route's gas or the gas price is unknown. */
  networkFee: CompareNetworkFee | null
  /** USD per whole output token; null when unknown. */
  priceOutUsd: number | null
  isStale: boolean
}

type FeeProps = {
  gas: bigint
  networkFee: CompareNetworkFee
}

/** A fee in the native coin, and in USD where the coin has a price. */
function Fee({ gas, networkFee }: FeeProps) {
  const format = useFormatters()
  const { native, gasPriceWei } = networkFee
  const wei = gas * gasPriceWei
  const price = toUsdPrice(native.priceUsd)
  const usd =
    price === null ? null : Number(formatUnits(wei, native.decimals)) * price
  return (
    <data value={wei.toString()}>
      ≈ {format.tokenAmount(wei, native.decimals)} {native.symbol}
      {usd === null ? null : ` (${format.usd(usd)})`}
    </data>
  )
}

/**
 * Each side's network fee from the app's own gas figures, and what the
 * aggregator's route gains (or loses) against the best single pool once
 * those fees are paid. Where each figure comes from is said under it.
 */
export function CompareNetFees({
  comparison,
  networkFee,
  priceOutUsd,
  isStale,
}: CompareNetFeesProps) {
  const { t } = useLingui()
  const format = useFormatters()
  const headingId = useId()
  if (!networkFee) {
    return (
      <p className="field-note">
        {t`The network fees are not known, so the comparison is by output only.`}
      </p>
    )
  }
  const poolGas = SINGLE_POOL_SWAP_GAS
  const net = getNetComparison({
    grossDifferenceWei: comparison.differenceWei,
    decimals: comparison.decimals,
    priceOutUsd,
    aggregatorFeeWei: networkFee.aggregatorGas * networkFee.gasPriceWei,
    poolFeeWei: poolGas * networkFee.gasPriceWei,
    nativeDecimals: networkFee.native.decimals,
    nativePriceUsd: networkFee.native.priceUsd,
  })
  const routeGas = format.tokenAmount(networkFee.aggregatorGas, 0)
  const singleGas = format.tokenAmount(poolGas, 0)
  const gwei = format.tokenAmount(networkFee.gasPriceWei, 9)
  const amount = net.kind === 'compared' ? format.usd(Math.abs(net.netUsd)) : ''
  return (
    <section
      className={isStale ? 'compare-net is-stale' : 'compare-net'}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="compare-heading">
        {t`After network fees`}
      </h3>
      <p className="compare-verdict">
        {net.kind === 'unknown'
          ? t`Without USD prices the outputs and the network fees cannot be set against each other.`
          : net.verdict === 'routing-ahead'
            ? t`Routing gains ${amount} after network fees.`
            : net.verdict === 'pool-ahead'
              ? t`The single pool is better after fees by ${amount}.`
              : t`After network fees, routing and the single pool come out even.`}
      </p>
      <div className="compare-figures">
        <CompareFigure
          label={t`Aggregator network fee`}
          note={t`${routeGas} gas, the quote’s estimate`}
        >
          <Fee gas={networkFee.aggregatorGas} networkFee={networkFee} />
        </CompareFigure>
        <CompareFigure
          label={t`Single pool network fee`}
          note={t`${singleGas} gas, a one-pool swap as measured on the devnet router (the service gives no gas for one pool)`}
        >
          <Fee gas={poolGas} networkFee={networkFee} />
        </CompareFigure>
      </div>
      <p className="field-note">
        {networkFee.gasPriceSource === 'network'
          ? t`Both fees at the same gas price, ${gwei} gwei, as the app read it from the network.`
          : t`Both fees at the same gas price, ${gwei} gwei, the quote’s.`}
      </p>
    </section>
  )
}
