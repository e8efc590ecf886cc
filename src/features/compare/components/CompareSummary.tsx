import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { formatDifference } from '../model/formatDifference'
import type { Comparison } from '../model/getComparison'
import { CompareFigure } from './CompareFigure'
import { CompareVerdict } from './CompareVerdict'

export type CompareSummaryProps = {
  sellSymbol: string
  buySymbol: string
  aggregator: {
    amountWei: bigint
    decimals: number
    /** The whole note: "Quote from block 12, received 3 seconds ago" */
    provenanceText: string
  }
  /** Null until the pools' figures arrive. */
  comparison: Comparison | null
  /** What stands in for the pool figure while there is none. */
  placeholderText: string
  /** The whole note: "Pools read 3 seconds ago" */
  poolsProvenanceText: string | null
  /** The pools' figures are older than the quote. */
  isPoolsStale: boolean
  /** Set when the service's own aggregator figure differs from the quote's. */
  serviceAggregatorText: string | null
}

type AmountProps = { wei: bigint; decimals: number; symbol: string }

function Amount({ wei, decimals, symbol }: AmountProps) {
  const format = useFormatters()
  return (
    <data value={wei.toString()}>
      {format.tokenAmount(wei, decimals)} <bdi>{symbol}</bdi>
    </data>
  )
}

/** The aggregator's output beside the best single pool's, and the gap. */
export function CompareSummary({
  sellSymbol,
  buySymbol,
  aggregator,
  comparison,
  placeholderText,
  poolsProvenanceText,
  isPoolsStale,
  serviceAggregatorText,
}: CompareSummaryProps) {
  const { t } = useLingui()
  const format = useFormatters()
  const headingId = useId()
  const compared = comparison?.kind === 'compared' ? comparison : null
  const difference = compared
    ? {
        ...formatDifference(compared, format),
        wei: compared.differenceWei.toString(),
      }
    : null
  const poolsNote = poolsProvenanceText ? (
    <>
      {poolsProvenanceText}
      {isPoolsStale ? (
        <strong className="text-warning">
          {' · '}
          {t`stale: older than the quote`}
        </strong>
      ) : null}
    </>
  ) : null
  return (
    <section className="compare-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="compare-heading">
        {t`Aggregator vs best single pool`}
      </h2>
      {comparison ? (
        <div className={isPoolsStale ? 'is-stale' : undefined}>
          <CompareVerdict
            comparison={comparison}
            sellSymbol={sellSymbol}
            buySymbol={buySymbol}
          />
        </div>
      ) : null}
      <div className="compare-figures">
        <CompareFigure
          label={t`Aggregator output`}
          note={aggregator.provenanceText}
        >
          <Amount
            wei={aggregator.amountWei}
            decimals={aggregator.decimals}
            symbol={buySymbol}
          />
        </CompareFigure>
        <CompareFigure
          label={t`Best single pool output`}
          note={poolsNote}
          isStale={isPoolsStale}
        >
          {compared ? (
            <Amount
              wei={compared.bestPool.amountOutWei}
              decimals={compared.bestPool.decimalsOut}
              symbol={buySymbol}
            />
          ) : comparison ? (
            t`None`
          ) : (
            placeholderText
          )}
        </CompareFigure>
        {difference ? (
          <>
            <CompareFigure label={t`Difference`} isStale={isPoolsStale}>
              <data value={difference.wei}>
                {difference.amount} {buySymbol}
              </data>
            </CompareFigure>
            <CompareFigure
              label={t`Difference in percent`}
              isStale={isPoolsStale}
            >
              {difference.percent}
            </CompareFigure>
            <CompareFigure label={t`Difference in USD`} isStale={isPoolsStale}>
              {difference.usd ?? t`Unknown (no USD price)`}
            </CompareFigure>
          </>
        ) : null}
      </div>
      {compared ? (
        <p className="field-note">
          {t`Difference = aggregator output − best single pool output; the percent is of the pool’s output.`}
        </p>
      ) : null}
      {serviceAggregatorText ? (
        <p className="field-note">{serviceAggregatorText}</p>
      ) : null}
    </section>
  )
}
