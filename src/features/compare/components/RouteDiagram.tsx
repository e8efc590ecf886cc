import './routeDiagram.css'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import type { Route } from '../../../../schema/swap'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import type { SvgLabel } from '../model/fitSvgLabel'
import {
  getRouteDiagramLayout,
  type RouteDiagramLane,
  routeDiagramSizes as s,
} from '../model/getRouteDiagramLayout'
import { RouteStepsText } from './RouteStepsText'

export type RouteDiagramProps = {
  routes: readonly Route[]
  sellSymbol: string
  buySymbol: string
  /** Names the figure; "Route" when absent. */
  caption?: string
}

type NodeProps = { x: number; y: number; label: SvgLabel }

/**
 * A label's box: a nested viewport, which clips whatever a font draws past
 * it; a label cut short carries its full text as the tooltip.
 */
function LabelBox({
  x,
  y,
  width,
  height,
  label,
  children,
}: {
  x: number
  y: number
  width: number
  height: number
  label: SvgLabel
  children: ReactNode
}) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a clipping viewport inside the drawing (role img, described in words), not an image of its own
    <svg x={x} y={y} width={width} height={height} overflow="hidden">
      {label.isCut ? <title>{label.fullText}</title> : null}
      {children}
    </svg>
  )
}

function TokenNode({ x, y, label }: NodeProps) {
  const left = x - s.tokenWidth / 2
  return (
    <g>
      <rect
        className="route-token"
        x={left}
        y={y}
        width={s.tokenWidth}
        height={s.tokenHeight}
        rx={s.tokenHeight / 2}
      />
      <LabelBox
        x={left}
        y={y}
        width={s.tokenWidth}
        height={s.tokenHeight}
        label={label}
      >
        <text
          className="route-token-text"
          x={s.tokenWidth / 2}
          y={s.tokenHeight / 2}
          textAnchor="middle"
          dominantBaseline="central"
        >
          {label.text}
        </text>
      </LabelBox>
    </g>
  )
}

/** A curve from (x1, y1) down to (x2, y2). */
const edge = (x1: number, y1: number, x2: number, y2: number) => {
  const middle = (y1 + y2) / 2
  return `M${x1} ${y1} C${x1} ${middle} ${x2} ${middle} ${x2} ${y2}`
}

function Lane({
  lane,
  bottomY,
  buyY,
  centerX,
}: {
  lane: RouteDiagramLane
  bottomY: number
  buyY: number
  centerX: number
}) {
  const { x } = lane
  const boxX = x - s.boxWidth / 2
  return (
    <g>
      <path
        className="route-edge"
        d={edge(centerX, 2 + s.tokenHeight, x, s.percentY)}
      />
      <path className="route-edge" d={`M${x} ${s.percentY} V${bottomY}`} />
      <path className="route-edge" d={edge(x, bottomY, centerX, buyY)} />
      <rect
        className="route-percent"
        x={x - 34}
        y={s.percentY}
        width={68}
        height={s.percentHeight}
        rx={s.percentHeight / 2}
      />
      <text
        className="route-percent-text"
        x={x}
        y={s.percentY + s.percentHeight / 2}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {lane.percentText}
      </text>
      {lane.pools.map((pool) => (
        <g key={`${pool.address}:${pool.y}`}>
          <rect
            className="route-pool"
            x={boxX}
            y={pool.y}
            width={s.boxWidth}
            height={s.poolHeight}
            rx={8}
          />
          <LabelBox
            x={boxX}
            y={pool.y}
            width={s.boxWidth}
            height={s.poolHeight}
            label={pool.familyLabel}
          >
            <text
              className="route-pool-text"
              x={s.boxWidth / 2}
              textAnchor="middle"
            >
              <tspan x={s.boxWidth / 2} y={15} className="route-pool-family">
                {pool.familyLabel.text}
              </tspan>
              <tspan x={s.boxWidth / 2} y={29}>
                {pool.feeText}
              </tspan>
              <tspan x={s.boxWidth / 2} y={43} className="route-pool-address">
                {pool.shortAddress}
              </tspan>
            </text>
          </LabelBox>
        </g>
      ))}
      {lane.tokens.map((token) => (
        <TokenNode
          key={`${token.symbol}:${token.y}`}
          x={x}
          y={token.y}
          label={token.label}
        />
      ))}
    </g>
  )
}

/**
 * The aggregator's route drawn: sell token, each split with its share (the
 * shares rounded together to sum to 100), its pools and the tokens between
 * them, buy token. The same in words rides with the figure for screen
 * readers.
 */
export function RouteDiagram({
  routes,
  sellSymbol,
  buySymbol,
  caption,
}: RouteDiagramProps) {
  const captionId = useId()
  const textId = useId()
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const layout = getRouteDiagramLayout(routes, sellSymbol, buySymbol, {
    i18n,
    format,
  })
  const count = routes.length
  const centerX = layout.width / 2
  return (
    <figure className="route-diagram" aria-labelledby={captionId}>
      <figcaption id={captionId} className="route-diagram-caption">
        {caption ?? t`Route`}
      </figcaption>
      <svg
        className="route-diagram-svg"
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-labelledby={captionId}
        aria-describedby={textId}
      >
        <title>{caption ?? t`Route`}</title>
        {layout.lanes.map((lane) => (
          <Lane
            key={lane.key}
            lane={lane}
            bottomY={layout.bottomY}
            buyY={layout.buyY}
            centerX={centerX}
          />
        ))}
        <TokenNode x={centerX} y={2} label={layout.sellLabel} />
        <TokenNode x={centerX} y={layout.buyY} label={layout.buyLabel} />
      </svg>
      <div id={textId} className="visually-hidden">
        <p>
          {t`${sellSymbol} to ${buySymbol} in ${plural(count, { one: '# path', other: '# paths' })}:`}
        </p>
        <ol className="route-diagram-text">
          {layout.lanes.map(({ key, percentText: percent, steps }) => {
            const route = <RouteStepsText steps={steps} />
            return (
              <li key={key}>
                <Trans>
                  {percent}: {route}
                </Trans>
              </li>
            )
          })}
        </ol>
      </div>
    </figure>
  )
}
