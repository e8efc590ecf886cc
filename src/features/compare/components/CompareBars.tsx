import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { shortenAddress } from '../../../lib/shortenAddress'
import type { DexComparePool } from '../api/types'
import { formatDifference } from '../model/formatDifference'
import { type CompareBar, getCompareBars } from '../model/getCompareBars'
import type { Comparison } from '../model/getComparison'
import { getPoolTypeLabel } from '../model/getPoolTypeLabel'

export type CompareBarsProps = {
  aggregator: { amountWei: bigint; decimals: number }
  pools: readonly DexComparePool[]
  comparison: Comparison | null
  buySymbol: string
}

function barName(bar: CompareBar, i18n: I18n) {
  return bar.pool
    ? `${getPoolTypeLabel(bar.pool.poolType, i18n)} ${shortenAddress(bar.pool.address)}`
    : null
}

/**
 * Every output as a bar on one scale, the longest full width: the
 * aggregator first, then the pools as the service sent them, the best one
 * marked. The figures are in the text; the bars only draw them.
 */
export function CompareBars({
  aggregator,
  pools,
  comparison,
  buySymbol,
}: CompareBarsProps) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const captionId = useId()
  const bestPool = comparison?.kind === 'compared' ? comparison.bestPool : null
  const bars = getCompareBars({
    aggregatorAmountOutWei: aggregator.amountWei,
    aggregatorDecimals: aggregator.decimals,
    pools,
  })
  const difference =
    comparison?.kind === 'compared'
      ? formatDifference(comparison, format)
      : null
  const differenceAmount = difference?.amount
  const differencePercent = difference?.percent
  return (
    <figure className="compare-bars" aria-labelledby={captionId}>
      <figcaption id={captionId} className="compare-heading">
        {t`Outputs compared`}
      </figcaption>
      <ol className="compare-bar-list">
        {bars.map((bar) => {
          const isBest = bar.pool !== null && bar.pool === bestPool
          const classes = [
            'compare-bar',
            bar.pool ? 'is-pool' : 'is-aggregator',
            isBest ? 'is-best' : '',
          ]
          const amount = format.tokenAmount(bar.amountWei, bar.decimals)
          return (
            <li
              key={bar.pool?.address ?? 'aggregator'}
              className={classes.join(' ').trim()}
            >
              <div className="compare-bar-label">
                <bdi className="compare-bar-name">
                  {barName(bar, i18n) ?? t`Aggregator`}
                </bdi>
                {isBest ? (
                  <span className="compare-badge">{t`Best single pool`}</span>
                ) : null}
                <data
                  className="compare-bar-amount"
                  value={bar.amountWei.toString()}
                >
                  {bar.amountWei > 0n ? (
                    <>
                      {amount} <bdi>{buySymbol}</bdi>
                    </>
                  ) : (
                    t`Cannot fill alone`
                  )}
                </data>
              </div>
              <svg
                className="compare-bar-track"
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
              >
                <rect
                  className="compare-bar-fill"
                  x={0}
                  y={0}
                  width={bar.widthPercent}
                  height={10}
                  rx={2}
                />
              </svg>
              {bar.pool === null && difference ? (
                <p className="compare-bar-difference">
                  {t`${differenceAmount} ${buySymbol} (${differencePercent}) against the best single pool`}
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
    </figure>
  )
}
