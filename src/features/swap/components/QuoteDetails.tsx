import './quoteDetails.css'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Route } from '../../../../schema/swap'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { useLazyModule } from '../../../lib/lazyModule'
import { routeDiagram } from '../../compare'
import type { QuoteKind } from '../api/types'
import type { MinimumProvenance } from '../progress/toMinimumProvenance'
import type { QuoteProblem } from '../quote/describeQuoteProblems'
import type { PriceImpact } from '../quote/getPriceImpact'
import { gradePriceImpact } from '../quote/gradePriceImpact'
import { QuoteProvenance } from './QuoteProvenance'
import { QuoteSummaryRow } from './QuoteSummaryRow'
import { RateLine } from './RateLine'

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
  const grade = gradePriceImpact(percent)
  if (grade === 'danger' || grade === 'confirm') return 'text-error'
  if (grade === 'warning') return 'text-warning'
  return undefined
}

/**
 * The network fee in one message, so a language orders it: in full (the
 * native coin and its USD value) or short (the USD value where known).
 */
function feeText(
  gas: NonNullable<QuoteDetailsProps['gas']>,
  usd: string | null,
  isShort: boolean,
) {
  if (usd === null || isShort) {
    const figure = usd ?? gas.nativeText
    return gas.isMaximum ? msg`up to ${figure}` : msg`≈ ${figure}`
  }
  const native = gas.nativeText
  return gas.isMaximum
    ? msg`up to ${native} (${usd})`
    : msg`≈ ${native} (${usd})`
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
  const [isOpen, setIsOpen] = useState(false)
  const id = useId()
  const pathCount = routes?.length ?? 0
  const slippage = format.percent(Number(minimumReceived.slippagePercent), 4)
  const diagram = useLazyModule(routeDiagram, Boolean(routes?.length))
  const usd = gas?.usd === null || !gas ? null : format.usd(gas.usd)
  // Notes that ask nothing of the person wait in the details; warnings
  // stay in sight.
  const warnings = problems.filter((problem) => problem.tone === 'warning')
  const notes = problems.filter((problem) => problem.tone !== 'warning')
  return (
    <section
      className={isStale ? 'quote-details is-stale' : 'quote-details'}
      aria-label={t`Quote details`}
      aria-busy={isStale ? true : undefined}
    >
      <QuoteSummaryRow
        rate={
          <RateLine
            rates={rates}
            sellSymbol={sellSymbol}
            buySymbol={buySymbol}
            isInverted={isRateInverted}
            onInvert={onInvertRate}
          />
        }
        feeText={gas ? i18n._(feeText(gas, usd, true)) : null}
        isOpen={isOpen}
        onToggle={() => setIsOpen((open) => !open)}
        controls={id}
      />
      <div id={id} className="quote-more" hidden={!isOpen}>
        <dl className="details-list">
          <dt>
            <Trans>Minimum received</Trans>
          </dt>
          <dd>
            <span className="number" data-number="">
              {minimumReceived.text}
            </span>
            <span className="field-note">
              {' '}
              {minimumReceived.source === 'slippage'
                ? t`with ${slippage} slippage`
                : i18n._(provenanceNotes[minimumReceived.source])}
            </span>
          </dd>
          <dt>
            <Trans>Price impact</Trans>
          </dt>
          <dd>
            {priceImpact ? (
              <>
                <span
                  className={`number ${impactTone(priceImpact.percent) ?? ''}`}
                  data-number=""
                >
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
              <span className="number" data-number="">
                {i18n._(feeText(gas, usd, false))}
              </span>
            ) : (
              t`Unknown`
            )}
          </dd>
          <dt>
            <Trans>Quote</Trans>
          </dt>
          <dd>
            <QuoteProvenance {...provenance} />
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
        <ProblemList problems={notes} />
      </div>
      <ProblemList problems={warnings} />
    </section>
  )
}

function ProblemList({ problems }: { problems: readonly QuoteProblem[] }) {
  if (problems.length === 0) return null
  return (
    <ul className="quote-problems">
      {problems.map((problem) => (
        <li key={problem.text} className={`problem problem-${problem.tone}`}>
          {problem.text}
        </li>
      ))}
    </ul>
  )
}
