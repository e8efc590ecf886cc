import type { Route } from '../../../../schema/swap'
import { formatDuration, formatPercent, formatUsd } from '../../../lib/format'
import { useLazyModule } from '../../../lib/lazyModule'
import { routeDiagram } from '../../compare'
import type { QuoteKind } from '../api/types'
import type { QuoteProblem } from '../quote/describeQuoteProblems'
import type { PriceImpact } from '../quote/getPriceImpact'

export type QuoteDetailsProps = {
  isStale: boolean
  sellSymbol: string
  buySymbol: string
  rates: { outPerIn: string | null; inPerOut: string | null }
  minimumReceived: {
    text: string
    source: 'transaction' | 'slippage'
    slippagePercent: string
  }
  priceImpact: PriceImpact | null
  gas: { nativeText: string; usd: number | null; isMaximum: boolean } | null
  provenance: {
    kind: QuoteKind
    blockNumber: string | null
    ageSeconds: number
    expiresInSeconds: number | null
  }
  problems: QuoteProblem[]
  /** The quote's splits, drawn collapsed; nothing when unknown. */
  routes?: readonly Route[] | null
}

const basisLabels = {
  'pool-mid-price': 'against the pools’ mid price',
  'usd-prices': 'against USD prices',
} as const

function impactTone(percent: number) {
  if (percent >= 5) return 'text-error'
  if (percent >= 3) return 'text-warning'
  return undefined
}

/** The quote's figures, with where they come from. */
export function QuoteDetails({
  isStale,
  sellSymbol,
  buySymbol,
  rates,
  minimumReceived,
  priceImpact,
  gas,
  provenance,
  problems,
  routes = null,
}: QuoteDetailsProps) {
  const diagram = useLazyModule(routeDiagram, Boolean(routes?.length))
  return (
    <section
      className={isStale ? 'quote-details is-stale' : 'quote-details'}
      aria-label="Quote details"
      aria-busy={isStale ? true : undefined}
    >
      <dl className="details-list">
        <dt>Rate</dt>
        <dd>
          {rates.outPerIn
            ? `1 ${sellSymbol} = ${rates.outPerIn} ${buySymbol}`
            : '—'}
          <br />
          {rates.inPerOut
            ? `1 ${buySymbol} = ${rates.inPerOut} ${sellSymbol}`
            : null}
        </dd>
        <dt>Minimum received</dt>
        <dd>
          {minimumReceived.text}
          <span className="field-note">
            {minimumReceived.source === 'transaction'
              ? ' set in the transaction'
              : ` with ${minimumReceived.slippagePercent}% slippage`}
          </span>
        </dd>
        <dt>Price impact</dt>
        <dd>
          {priceImpact ? (
            <>
              <span className={impactTone(priceImpact.percent)}>
                {formatPercent(Math.max(0, priceImpact.percent))}
              </span>
              <span className="field-note">
                {' '}
                {basisLabels[priceImpact.basis]}
              </span>
            </>
          ) : (
            'Unknown'
          )}
        </dd>
        <dt>Network fee</dt>
        <dd>
          {gas ? (
            <>
              {gas.isMaximum ? 'up to ' : '≈ '}
              {gas.nativeText}
              {gas.usd === null ? null : ` (${formatUsd(gas.usd)})`}
            </>
          ) : (
            'Unknown'
          )}
        </dd>
        <dt>Quote</dt>
        <dd>
          {provenance.kind === 'executable' ? 'Executable' : 'Indicative'}
          {provenance.blockNumber ? `, block ${provenance.blockNumber}` : ''}
          {`, ${formatDuration(provenance.ageSeconds)} old`}
          {provenance.expiresInSeconds === null
            ? ''
            : provenance.expiresInSeconds > 0
              ? `, valid ${formatDuration(provenance.expiresInSeconds)} more`
              : ', expired'}
        </dd>
      </dl>
      {routes?.length ? (
        <details className="quote-route">
          <summary>
            Route: {routes.length} {routes.length === 1 ? 'path' : 'paths'}
          </summary>
          {diagram ? (
            <diagram.RouteDiagram
              routes={routes}
              sellSymbol={sellSymbol}
              buySymbol={buySymbol}
              caption={`Route from ${sellSymbol} to ${buySymbol}`}
            />
          ) : null}
        </details>
      ) : null}
      {problems.length ? (
        <ul className="quote-problems">
          {problems.map((problem) => (
            <li
              key={problem.text}
              className={`problem problem-${problem.tone}`}
            >
              {problem.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
