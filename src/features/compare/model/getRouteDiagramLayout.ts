import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Address } from 'viem'
import { roundPercents } from '../../../../schema/roundPercents'
import type { Route } from '../../../../schema/swap'
import { getTextDirection } from '../../../lib/i18n/applyDocumentLocale'
import type { LocaleFormatters } from '../../../lib/i18n/createLocaleFormatters'
import { shortenAddress } from '../../../lib/shortenAddress'
import { fitSvgLabel, type SvgLabel } from './fitSvgLabel'
import { getPoolTypeLabel } from './getPoolTypeLabel'

export type RouteDiagramPool = {
  address: Address
  familyText: string
  /** familyText as drawn: cut to fit its box. */
  familyLabel: SvgLabel
  /** "fee 0.3%"; the service gives fees in basis points. */
  feeText: string
  shortAddress: string
  /** Top edge, in the drawing's units. */
  y: number
}

export type RouteDiagramToken = {
  symbol: string
  /** The symbol as drawn: cut to fit its node. */
  label: SvgLabel
  y: number
}

export type RouteDiagramLane = {
  key: string
  /** Centre of the lane. */
  x: number
  percentText: string
  pools: RouteDiagramPool[]
  /** The tokens between two pools of this lane, each after its pool. */
  tokens: RouteDiagramToken[]
  /** Bottom of the lane's last box. */
  endY: number
  /** The lane's steps in words, sell token to buy token: the diagram's
   * text alternative (RouteStepsText). */
  steps: string[]
}

export type RouteDiagramLayout = {
  width: number
  height: number
  lanes: RouteDiagramLane[]
  /** Bottom of the longest lane: shorter ones run straight down to it. */
  bottomY: number
  /** Top of the buy token's node. */
  buyY: number
  sellLabel: SvgLabel
  buyLabel: SvgLabel
}

export const routeDiagramSizes = {
  laneWidth: 110,
  boxWidth: 104,
  minWidth: 330,
  tokenHeight: 26,
  tokenWidth: 96,
  percentY: 50,
  percentHeight: 22,
  poolHeight: 50,
  gap: 14,
  /** Text sizes, as routeDiagram.css sets them. */
  tokenFontSize: 13,
  poolFontSize: 12,
  /** Room left and right of a label inside its box. */
  labelPadding: 8,
} as const

const s = routeDiagramSizes

/** A token's symbol as its node can hold it. */
const toTokenLabel = (symbol: string) =>
  fitSvgLabel(symbol, {
    maxWidth: s.tokenWidth - 2 * s.labelPadding,
    fontSize: s.tokenFontSize,
    isBold: true,
  })

/** Percent strings of the splits, rounded together so they sum to 100. */
export function getRoutePercentTexts(
  routes: readonly Route[],
  format: LocaleFormatters,
): string[] {
  const parts = routes.map((route) =>
    BigInt(Math.round(Math.max(0, route.percent) * 1_000_000)),
  )
  return roundPercents(parts, 2).map((percent) => format.percent(percent))
}

/** The language the drawing's words are in, and its number format. */
export type RouteDiagramWords = { i18n: I18n; format: LocaleFormatters }

/**
 * Where every box of the route drawing goes: the sell token on top, one
 * lane per split (its share, then pool, token, pool…), the buy token under
 * the longest lane. Lanes are columns so the drawing stays narrow on phones.
 * Labels the service names (symbols, pool types) are cut to fit their box.
 * In a right-to-left language the lanes run from right to left: the first
 * split is drawn where the reader starts.
 */
export function getRouteDiagramLayout(
  routes: readonly Route[],
  sellSymbol: string,
  buySymbol: string,
  { i18n, format }: RouteDiagramWords,
): RouteDiagramLayout {
  const width = Math.max(s.minWidth, routes.length * s.laneWidth)
  const left = (width - routes.length * s.laneWidth) / 2
  const isRightToLeft = getTextDirection(i18n.locale) === 'rtl'
  const laneX = (laneIndex: number) => {
    const x = left + laneIndex * s.laneWidth + s.laneWidth / 2
    return isRightToLeft ? width - x : x
  }
  const percents = getRoutePercentTexts(routes, format)
  const feeText = (feeBps: number) => {
    const fee = format.percent(feeBps / 100)
    return i18n._(msg`fee ${fee}`)
  }
  const firstPoolY = s.percentY + s.percentHeight + s.gap
  const hopHeight = s.poolHeight + s.gap + s.tokenHeight + s.gap
  const lanes = routes.map((route, laneIndex) => {
    const pools = route.pools.map((pool, index) => ({
      address: pool.address,
      familyText: getPoolTypeLabel(pool.poolType, i18n),
      familyLabel: fitSvgLabel(getPoolTypeLabel(pool.poolType, i18n), {
        maxWidth: s.boxWidth - 2 * s.labelPadding,
        fontSize: s.poolFontSize,
        isBold: true,
      }),
      feeText: feeText(pool.fee),
      shortAddress: shortenAddress(pool.address),
      y: firstPoolY + index * hopHeight,
    }))
    const tokens = pools.slice(0, -1).map((pool, index) => {
      const symbol = route.path[index + 1]?.symbol ?? i18n._(msg`token`)
      return {
        symbol,
        label: toTokenLabel(symbol),
        y: pool.y + s.poolHeight + s.gap,
      }
    })
    const last = pools.at(-1)
    const steps = pools.flatMap(
      ({ familyText: family, shortAddress: address, feeText: fee }, index) => [
        i18n._(msg`${family} pool ${address} (${fee})`),
        ...(tokens[index] ? [tokens[index].symbol] : []),
      ],
    )
    const percentText = percents[laneIndex] ?? ''
    return {
      key: `${laneIndex}:${route.pools.map((pool) => pool.address).join('-')}`,
      x: laneX(laneIndex),
      percentText,
      pools,
      tokens,
      steps: [sellSymbol, ...steps, buySymbol],
      endY: last ? last.y + s.poolHeight : s.percentY + s.percentHeight,
    }
  })
  const deepest = Math.max(
    s.percentY + s.percentHeight,
    ...lanes.map((l) => l.endY),
  )
  const buyY = deepest + s.gap * 2
  return {
    width,
    height: buyY + s.tokenHeight + 2,
    lanes,
    bottomY: deepest,
    buyY,
    sellLabel: toTokenLabel(sellSymbol),
    buyLabel: toTokenLabel(buySymbol),
  }
}
