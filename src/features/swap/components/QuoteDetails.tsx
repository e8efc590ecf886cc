import './quoteDetails.css'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Route } from '../../../../schema/swap'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { useLazyModule } from '../../../lib/lazyModule'
import { routeDiagram } from '../../compare'
import type { QuoteKind } from '../api/types'
import type { MinimumProvenance } from '../progress/toMinimumProvenance'
import type { QuoteProblem } from '../quote/describeQuoteProblems'
import type { PriceImpact } from '../quote/getPriceImpact'

export type QuoteDetailsProps = {
  isStale: boolean
  sellSymbol: string
  buySymbol: string
  rates: { outPerIn: string | null; inPerOut: string | null }
  /** The rate shown as 1 buy token = x sell tokens (a remembered choice). */
  isRateInverted?: boolean
  /** Turns the rate the other way; none: the rate shows without control. */
  onInvertRate?: (() => void) | undefined
  minimumReceived: {
    text: string
    /** Where it comes from, and what holds it: only what was verified. */
    source: MinimumProvenance
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
  'pool-mid-price': msg`against the pools’ mid price`,
  'usd-prices': msg`against USD prices`,
} as const

/** What holds a minimum the quote carries, in the card's words. */
const provenanceNotes = {
  decoded: msg`set in the transaction`,
  floor: msg`enforced on chain by the floor check`,
  simulation: msg`checked by simulation only`,
  quote: msg`from the service’s quote`,
} as const satisfies Record<
  Exclude<MinimumProvenance, 'slippage'>,
  MessageDescriptor
>

function impactTone(percent: number) {
  if (percent >= 5) return 'text-error'
  if (percent >= 3) return 'text-warning'
  return undefined
}

type RateLineProps = Pick<
  QuoteDetailsProps,
  'rates' | 'sellSymbol' | 'buySymbol'
> & { isInverted: boolean; onInvert: (() => void) | undefined }

/** One way of the rate, and the button that turns it the other way. */
function RateLine({
  rates,
  sellSymbol,
  buySymbol,
  isInverted,
  onInvert,
}: RateLineProps) {
  const { t } = useLingui()
  const [rate, one, other] = isInverted
    ? [rates.inPerOut, buySymbol, sellSymbol]
    : [rates.outPerIn, sellSymbol, buySymbol]
  return (
    <>
      <output className="quote-rate" aria-label={t`Rate`}>
        {rate ? `1 ${one} = ${rate} ${other}` : '—'}
      </output>
      {onInvert ? (
        <button
          type="button"
          className="icon-button rate-invert"
          aria-label={t`Invert the rate`}
          aria-pressed={isInverted}
          onClick={onInvert}
        >
          <span aria-hidden="true">⇄</span>
        </button>
      ) : null}
    </>
  )
}

/** The quote's figures, with where they come from. */
export function QuoteDetails({
  isStale,
  sellSymbol,
  buySymbol,
  rates,
  isRateInverted = false,
  onInvertRate,
  minimumReceived,
  priceImpact,
  gas,
  provenance,
  problems,
  routes = null,
}: QuoteDetailsProps) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const { blockNumber, ageSeconds, expiresInSeconds } = provenance
  const age = format.duration(ageSeconds)
  const validity =
    expiresInSeconds === null ? null : format.duration(expiresInSeconds)
  const pathCount = routes?.length ?? 0
  const slippage = format.percent(Number(minimumReceived.slippagePercent), 4)
  const diagram = useLazyModule(routeDiagram, Boolean(routes?.length))
  return (
    <section
      className={isStale ? 'quote-details is-stale' : 'quote-details'}
      aria-label={t`Quote details`}
      aria-busy={isStale ? true : undefined}
    >
      <dl className="details-list">
        <dt>
          <Trans>Rate</Trans>
        </dt>
        <dd>
          <RateLine
            rates={rates}
            sellSymbol={sellSymbol}
            buySymbol={buySymbol}
            isInverted={isRateInverted}
            onInvert={onInvertRate}
          />
        </dd>
        <dt>
          <Trans>Minimum received</Trans>
        </dt>
        <dd>
          {minimumReceived.text}
          <span className="field-note">
            {minimumReceived.source === 'slippage'
              ? ` ${t`with ${slippage} slippage`}`
              : ` ${i18n._(provenanceNotes[minimumReceived.source])}`}
          </span>
        </dd>
        <dt>
          <Trans>Price impact</Trans>
        </dt>
        <dd>
          {priceImpact ? (
            <>
              <span className={impactTone(priceImpact.percent)}>
                {format.percent(Math.max(0, priceImpact.percent))}
              </span>
              <span className="field-note">
                {' '}
                {i18n._(basisLabels[priceImpact.basis])}
              </span>
            </>
          ) : (
            t`Unknown`
          )}
        </dd>
        <dt>
          <Trans>Network fee</Trans>
        </dt>
        <dd>
          {gas ? (
            <>
              {gas.isMaximum ? `${t`up to`} ` : '≈ '}
              {gas.nativeText}
              {gas.usd === null ? null : ` (${format.usd(gas.usd)})`}
            </>
          ) : (
            t`Unknown`
          )}
        </dd>
        <dt>
          <Trans>Quote</Trans>
        </dt>
        <dd>
          {provenance.kind === 'executable' ? t`Executable` : t`Indicative`}
          {blockNumber ? t`, block ${blockNumber}` : ''}
          {t`, ${age} old`}
          {validity === null
            ? ''
            : (expiresInSeconds ?? 0) > 0
              ? t`, valid ${validity} more`
              : t`, expired`}
        </dd>
      </dl>
      {routes?.length ? (
        <details className="quote-route">
          <summary>
            <Plural
              value={pathCount}
              one="Route: # path"
              other="Route: # paths"
            />
          </summary>
          {diagram ? (
            <diagram.RouteDiagram
              routes={routes}
              sellSymbol={sellSymbol}
              buySymbol={buySymbol}
              caption={t`Route from ${sellSymbol} to ${buySymbol}`}
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
