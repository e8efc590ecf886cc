import { formatTokenAmount } from '../../../lib/format'
import type { DexCompare } from '../api/types'
import { describeProvenance } from '../model/describeProvenance'
import type { CompareRequestState } from '../model/getCompareRequestState'
import { getComparison } from '../model/getComparison'
import { isCompareStale } from '../model/isCompareStale'
import type { CompareQuote } from '../types'
import { CompareBars } from './CompareBars'
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

const placeholders: Record<CompareRequestState['kind'], string> = {
  loading: 'Comparing…',
  settled: '—',
  error: 'Unavailable',
  'rate-limited': 'Waiting…',
}

function describeServiceAggregator(quote: CompareQuote, result: DexCompare) {
  const { decimals, symbol } = quote.buyToken
  const service = result.aggregatorAmountOutWei * 10n ** BigInt(decimals)
  const shown = quote.dstAmountWei * 10n ** BigInt(result.decimalsOut)
  if (service === shown) return null
  const text = formatTokenAmount(
    result.aggregatorAmountOutWei,
    result.decimalsOut,
  )
  return `When it read the pools, the service quoted the aggregator at ${text} ${symbol}.`
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
  if (!quote) {
    return (
      <p className="muted">
        The comparison appears once there is a quote: choose two tokens and an
        amount.
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
          The quote is updating for what you typed; these figures are for the
          previous amount.
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
          provenanceText: describeProvenance({
            blockNumber: quote.provenance.blockNumber,
            receivedAtMs: quote.provenance.receivedAtMs,
            nowMs,
          }),
        }}
        comparison={comparison}
        placeholderText={placeholders[request.kind]}
        poolsProvenanceText={
          result
            ? describeProvenance({ receivedAtMs: result.receivedAtMs, nowMs })
            : null
        }
        isPoolsStale={isPoolsStale}
        serviceAggregatorText={
          result ? describeServiceAggregator(quote, result) : null
        }
      />
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
