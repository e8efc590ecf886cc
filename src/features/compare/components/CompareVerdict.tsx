import { Trans, useLingui } from '@lingui/react/macro'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import type { Comparison } from '../model/getComparison'

export type CompareVerdictProps = {
  comparison: Comparison
  sellSymbol: string
  buySymbol: string
}

/** One plain sentence: who pays more, and by how much. */
export function CompareVerdict({
  comparison,
  sellSymbol,
  buySymbol,
}: CompareVerdictProps) {
  const { t } = useLingui()
  const format = useFormatters()
  if (comparison.kind === 'no-pools') {
    return (
      <p className="compare-verdict">
        <Trans>
          No single pool trades <bdi>{sellSymbol}</bdi> for{' '}
          <bdi>{buySymbol}</bdi> directly, so there is nothing to set the
          aggregator against.
        </Trans>
      </p>
    )
  }
  if (comparison.kind === 'no-fill') {
    return (
      <p className="compare-verdict">
        {t`None of the pools can fill this amount on its own: only the aggregator’s route can.`}
      </p>
    )
  }
  const { verdict, differenceWei, decimals, differencePercent } = comparison
  const magnitude = differenceWei < 0n ? -differenceWei : differenceWei
  const amount = `${format.tokenAmount(magnitude, decimals)} ${buySymbol}`
  const percent = format.percent(Math.abs(differencePercent))
  switch (verdict) {
    case 'aggregator-ahead':
      return (
        <p className="compare-verdict compare-verdict-ahead">
          {t`The aggregator pays ${amount} (${percent}) more than the best single pool.`}
        </p>
      )
    case 'equal':
      return (
        <p className="compare-verdict compare-verdict-behind">
          {t`A single pool pays as much as the aggregator: routing gains nothing on this trade.`}
        </p>
      )
    case 'pool-ahead':
      return (
        <p className="compare-verdict compare-verdict-behind">
          {t`The best single pool pays ${amount} more than the aggregator’s quote: here a single pool beats the aggregator.`}
        </p>
      )
  }
}
