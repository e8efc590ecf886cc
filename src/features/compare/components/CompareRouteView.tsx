import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Fragment, useId } from 'react'
import type { Route } from '../../../../schema/swap'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { shortenAddress } from '../../../lib/shortenAddress'
import { getPoolTypeLabel } from '../model/getPoolTypeLabel'
import { getRoutePercentTexts } from '../model/getRouteDiagramLayout'
import type { ComparePriceImpact } from '../types'
import { CompareFigure } from './CompareFigure'
import { RouteArrow } from './RouteArrow'
import { RouteDiagram } from './RouteDiagram'
import { RouteStepsText } from './RouteStepsText'

export type CompareRouteViewProps = {
  /** Null when the quote carries no route. */
  routes: readonly Route[] | null
  priceImpact: ComparePriceImpact | null
  /** The quote's own route, or the indicative quote's for the same inputs. */
  source?: 'quote' | 'indicative-quote'
  sellSymbol: string
  buySymbol: string
}

const basisText: Record<ComparePriceImpact['basis'], MessageDescriptor> = {
  'pool-mid-price': msg`against the pools’ own mid prices`,
  'usd-prices': msg`against USD prices (the pools’ mid prices are unknown)`,
}

function impactTone(percent: number) {
  if (percent >= 5) return 'text-error'
  if (percent >= 3) return 'text-warning'
  return undefined
}

function RouteItem({
  route,
  percentText,
}: {
  route: Route
  percentText: string
}) {
  const { t, i18n } = useLingui()
  const symbols = route.path.map((token) => token.symbol)
  return (
    <li className="compare-route">
      <span className="compare-route-percent">{percentText}</span>
      {symbols.length ? (
        <span className="compare-route-path">
          {/* Drawn for the eye (arrows mirrored right to left), said in
              words for screen readers. */}
          <span aria-hidden="true">
            {symbols.map((symbol, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a path may pass the same symbol twice; its place is its identity
              <Fragment key={index}>
                {index > 0 ? <RouteArrow /> : null}
                <bdi>{symbol}</bdi>
              </Fragment>
            ))}
          </span>
          <span className="visually-hidden">
            <RouteStepsText steps={symbols} />
          </span>
        </span>
      ) : (
        <span className="compare-route-path">{t`Tokens not given`}</span>
      )}
      <span className="compare-note">
        {route.pools.map((pool, index) => (
          <span key={pool.address} className="compare-route-pool">
            {index > 0 ? ' · ' : null}
            <bdi>{getPoolTypeLabel(pool.poolType, i18n)}</bdi>{' '}
            <bdi>{shortenAddress(pool.address)}</bdi>
          </span>
        ))}
      </span>
    </li>
  )
}

const routeKey = (route: Route) =>
  `${route.percent}:${route.pools.map((pool) => pool.address).join('-')}`

/** How the aggregator splits the trade, and what that costs against spot. */
export function CompareRouteView({
  routes,
  priceImpact,
  source = 'quote',
  sellSymbol,
  buySymbol,
}: CompareRouteViewProps) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const isIndicative = source === 'indicative-quote' && routes !== null
  const headingId = useId()
  const percentTexts = routes ? getRoutePercentTexts(routes, format) : []
  return (
    <section className="compare-route-view" aria-labelledby={headingId}>
      <h2 id={headingId} className="compare-heading">
        {isIndicative
          ? t`Aggregator route (indicative quote)`
          : t`Aggregator route`}
      </h2>
      {isIndicative ? (
        <p className="compare-note">
          {t`The route of the indicative quote for the same inputs: the quote for your wallet comes without one, and may route differently.`}
        </p>
      ) : null}
      {routes === null ? (
        <p className="muted">
          {t`This quote does not describe its route (quotes for a connected wallet come without one).`}
        </p>
      ) : routes.length === 0 ? (
        <p className="muted">{t`The quote lists no route.`}</p>
      ) : (
        <>
          <RouteDiagram
            routes={routes}
            sellSymbol={sellSymbol}
            buySymbol={buySymbol}
            caption={t`Route diagram`}
          />
          <ol className="compare-routes" aria-labelledby={headingId}>
            {routes.map((route, index) => (
              <RouteItem
                key={routeKey(route)}
                route={route}
                percentText={percentTexts[index] ?? ''}
              />
            ))}
          </ol>
        </>
      )}
      <div className="compare-figures">
        <CompareFigure label={t`Price impact`}>
          {priceImpact ? (
            <>
              <span className={impactTone(priceImpact.percent)}>
                {format.percent(Math.max(0, priceImpact.percent))}
              </span>
              <span className="compare-note">
                {i18n._(basisText[priceImpact.basis])}
              </span>
            </>
          ) : (
            t`Unknown`
          )}
        </CompareFigure>
      </div>
    </section>
  )
}
