import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { LocaleFormatters } from '../../../lib/i18n/createLocaleFormatters'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import type { DexCompare } from '../api/types'
import { describeProvenance } from '../model/describeProvenance'
import type { CompareRequestState } from '../model/getCompareRequestState'
import { getComparison } from '../model/getComparison'
import { isCompareStale } from '../model/isCompareStale'
import { toNetworkFee } from '../model/toNetworkFee'
import type { CompareQuote } from '../types'
import { CompareBars } from './CompareBars'
import { CompareNetFees } from './CompareNetFees'
import { ComparePoolList } from './ComparePoolList'
import { CompareRequestNotice } from './CompareRequestNotice'
import { CompareRouteView } from './CompareRouteView'
import { CompareSummary } from './CompareSummary'

export type DexComparePanelViewProps = {
  /** Null while there is no quote to compare. */
  quote: CompareQuote | null
  request: CompareRequestState
  /** The latest figures for the quote's inputs; may predate the quote. */
  result: DexCompare | null
  nowMs: number
  explorerUrl: string | null
  onRetry: () => void
}

const placeholders: Record<
  Exclude<CompareRequestState['kind'], 'settled'>,
  MessageDescriptor
> = {
  loading: msg`Comparing…`,
  error: msg`Unavailable`,
  'rate-limited': msg`Waiting…`,
}

function describeServiceAggregator(
  quote: CompareQuote,
  result: DexCompare,
  i18n: I18n,
  format: LocaleFormatters,
) {
  const { decimals, symbol } = quote.buyToken
  const service = result.aggregatorAmountOutWei * 10n ** BigInt(decimals)
  const shown = quote.dstAmountWei * 10n ** BigInt(result.decimalsOut)
  if (service === shown) return null
  const amount = format.tokenAmount(
    result.aggregatorAmountOutWei,
    result.decimalsOut,
  )
  return i18n._(
    msg`When it read the pools, the service quoted the aggregator at ${amount} ${symbol}.`,
  )
}

/** The open panel: summary, every pool, the route; each state in words. */
export function DexComparePanelView({
  quote,
  request,
  result,
  nowMs,
  explorerUrl,
  onRetry,
}: DexComparePanelViewProps) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  if (!quote) {
    return (
      <p className="muted">
        {t`The comparison appears once there is a quote: choose two tokens and an amount.`}
      </p>
    )
  }
  const comparison = result
    ? getComparison({
        aggregatorAmountOutWei: quote.dstAmountWei,
        aggregatorDecimals: quote.buyToken.decimals,
        pools: result.pools,
        priceOutUsd: quote.buyToken.priceUsd,
      })
    : null
  const isPoolsStale =
    result !== null && isCompareStale(result.receivedAtMs, quote.provenance)
  return (
    <div className={quote.isStale ? 'compare-body is-stale' : 'compare-body'}>
      {quote.isStale ? (
        <p className="compare-notice">
          {t`The quote is updating for what you typed; these figures are for the previous amount.`}
        </p>
      ) : null}
      <CompareRequestNotice
        request={request}
        hasFigures={result !== null}
        onRetry={onRetry}
      />
      <CompareSummary
        sellSymbol={quote.sellToken.symbol}
        buySymbol={quote.buyToken.symbol}
        aggregator={{
          amountWei: quote.dstAmountWei,
          decimals: quote.buyToken.decimals,
          provenanceText: describeProvenance(
            {
              subject: 'quote',
              blockNumber: quote.provenance.blockNumber,
              receivedAtMs: quote.provenance.receivedAtMs,
              nowMs,
            },
            i18n,
            format,
          ),
        }}
        comparison={comparison}
        placeholderText={
          request.kind === 'settled' ? '—' : i18n._(placeholders[request.kind])
        }
        poolsProvenanceText={
          result
            ? describeProvenance(
                { subject: 'pools', receivedAtMs: result.receivedAtMs, nowMs },
                i18n,
                format,
              )
            : null
        }
        isPoolsStale={isPoolsStale}
        serviceAggregatorText={
          result ? describeServiceAggregator(quote, result, i18n, format) : null
        }
      />
      {comparison?.kind === 'compared' ? (
        <CompareNetFees
          comparison={comparison}
          networkFee={toNetworkFee(quote.gas)}
          priceOutUsd={quote.buyToken.priceUsd}
          isStale={isPoolsStale}
        />
      ) : null}
      {result && result.pools.length > 0 ? (
        <CompareBars
          aggregator={{
            amountWei: quote.dstAmountWei,
            decimals: quote.buyToken.decimals,
          }}
          pools={result.pools}
          comparison={comparison}
          buySymbol={quote.buyToken.symbol}
        />
      ) : null}
      {result ? (
        <ComparePoolList
          pools={result.pools}
          bestPool={
            comparison?.kind === 'compared' ? comparison.bestPool : null
          }
          buySymbol={quote.buyToken.symbol}
          sellSymbol={quote.sellToken.symbol}
          explorerUrl={explorerUrl}
          isStale={isPoolsStale}
        />
      ) : null}
      <CompareRouteView
        routes={quote.routes}
        priceImpact={quote.priceImpact}
        source={quote.routeSource ?? 'quote'}
        sellSymbol={quote.sellToken.symbol}
        buySymbol={quote.buyToken.symbol}
      />
    </div>
  )
}
