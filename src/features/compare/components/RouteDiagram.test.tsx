import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { Route } from '../../../../schema/swap'
import { LocaleProvider } from '../../../lib/i18n/LocaleProvider'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import {
  DAI,
  POOL_DEV,
  POOL_V2,
  USDC,
  WETH,
} from '../testing/createCompareFixtures'
import { RouteDiagram } from './RouteDiagram'

const weth = { address: WETH, decimals: 18, symbol: 'WETH' }
const usdc = { address: USDC, decimals: 6, symbol: 'USDC' }
const dai = { address: DAI, decimals: 18, symbol: 'DAI' }
const v2 = {
  address: POOL_V2,
  fee: 30,
  exchange: 'Uniswap V2',
  poolType: 'uniswap_v2',
}
const dev = {
  address: POOL_DEV,
  fee: 10,
  exchange: 'DevSwap',
  poolType: 'devswap',
}

/** Three uneven ways; the service's percents sum to 100 only unrounded. */
const threeWays: Route[] = [
  { percent: 100 / 3, pools: [v2], path: [weth, usdc] },
  { percent: 100 / 3, pools: [dev], path: [weth, usdc] },
  { percent: 100 / 3, pools: [dev, v2], path: [weth, dai, usdc] },
]

function renderDiagram(routes: Route[]) {
  render(<RouteDiagram routes={routes} sellSymbol="WETH" buySymbol="USDC" />)
  return screen.getByRole('figure', { name: 'Route' })
}

const percentsOf = (texts: string[]) =>
  texts.map((text) => Number(text.replace('%', '')))

describe('RouteDiagram', () => {
  test('behavior: the shares drawn for an uneven three-way split sum to exactly 100', () => {
    const figure = renderDiagram(threeWays)
    const drawn = [...figure.querySelectorAll('.route-percent-text')].map(
      (node) => node.textContent ?? '',
    )
    expect(drawn).toEqual(['33.34%', '33.33%', '33.33%'])
    const sum = percentsOf(drawn).reduce((a, b) => a + b, 0)
    expect(Math.round(sum * 100)).toBe(10_000)
  })

  test('behavior: shares like 12.345 / 45.678 / 41.977 still sum to 100', () => {
    const figure = renderDiagram([
      { ...threeWays[0], percent: 12.345 } as Route,
      { ...threeWays[1], percent: 45.678 } as Route,
      { ...threeWays[2], percent: 41.977 } as Route,
    ])
    const drawn = [...figure.querySelectorAll('.route-percent-text')].map(
      (node) => node.textContent ?? '',
    )
    const sum = percentsOf(drawn).reduce((a, b) => a + b, 0)
    expect(Math.round(sum * 100)).toBe(10_000)
  })

  test('behavior: the text alternative lists every path with its share, pools, fees and tokens', () => {
    const figure = renderDiagram(threeWays)
    expect(within(figure).getByRole('img', { name: 'Route' })).toBeVisible()
    const items = within(figure)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      '33.34%: WETH, then Uniswap V2 pool 0xB4e1…C9Dc (fee 0.3%), then USDC',
      '33.33%: WETH, then DevSwap pool 0x397F…ACa0 (fee 0.1%), then USDC',
      '33.33%: WETH, then DevSwap pool 0x397F…ACa0 (fee 0.1%), then DAI, then Uniswap V2 pool 0xB4e1…C9Dc (fee 0.3%), then USDC',
    ])
    // Each step in a <bdi>, so a symbol written right to left cannot
    // reorder the sentence around it.
    const steps = within(figure)
      .getAllByRole('listitem')[2]
      ?.querySelectorAll('bdi')
    expect([...(steps ?? [])].map((step) => step.textContent)).toEqual([
      'WETH',
      'DevSwap pool 0x397F…ACa0 (fee 0.1%)',
      'DAI',
      'Uniswap V2 pool 0xB4e1…C9Dc (fee 0.3%)',
      'USDC',
    ])
    expect(figure).toHaveTextContent('WETH to USDC in 3 paths:')
  })

  test('behavior: the drawing holds every pool, the intermediate token and both ends', () => {
    const figure = renderDiagram(threeWays)
    const svg = figure.querySelector('svg')
    expect(svg?.querySelectorAll('.route-pool')).toHaveLength(4)
    const tokens = [...(svg?.querySelectorAll('.route-token-text') ?? [])].map(
      (node) => node.textContent,
    )
    expect(tokens.sort()).toEqual(['DAI', 'USDC', 'WETH'])
    expect(svg?.getAttribute('aria-describedby')).toBeTruthy()
    expect(svg?.querySelector('[style]')).toBeNull()
  })

  test('behavior: long symbols and pool names are cut to their box and clipped, in full in the text and tooltips', () => {
    const long = 'L'.repeat(120)
    const hostile: Route[] = [
      {
        percent: 100,
        pools: [{ ...v2, poolType: `pool_${'x'.repeat(38)}` }, dev],
        path: [weth, { ...dai, symbol: long }, usdc],
      },
    ]
    render(<RouteDiagram routes={hostile} sellSymbol={long} buySymbol="USDC" />)
    const figure = screen.getByRole('figure', { name: 'Route' })
    const svg = figure.querySelector('svg') as SVGSVGElement
    const drawn = [...svg.querySelectorAll('.route-token-text')].map(
      (node) => node.textContent ?? '',
    )
    expect(drawn.filter((text) => /^L+…$/.test(text))).toHaveLength(2)
    for (const text of drawn) expect(text.length).toBeLessThan(16)
    // Each label sits in a viewport of its box's size, which clips it.
    const tokenBox = svg.querySelector('.route-token-text')?.closest('svg')
    expect(tokenBox).not.toBe(svg)
    expect(tokenBox).toHaveAttribute('overflow', 'hidden')
    expect(tokenBox).toHaveAttribute('width', '96')
    const family = svg.querySelector('.route-pool-family')
    expect(family?.textContent).toMatch(/^Pool Xx+…$/)
    expect(family?.closest('svg')).toHaveAttribute('width', '104')
    const tooltips = [...svg.querySelectorAll('svg > title')].map(
      (node) => node.textContent,
    )
    expect(tooltips).toContain(long)
    expect(tooltips).toContain(`Pool X${'x'.repeat(33)}…`)
    expect(within(figure).getByRole('listitem')).toHaveTextContent(
      `${long}, then Pool X`,
    )
  })

  test('behavior: in Arabic the lanes run right to left: the first split is drawn rightmost', () => {
    const laneXs = () =>
      [
        ...screen
          .getByRole('figure')
          .querySelectorAll<SVGTextElement>('.route-percent-text'),
      ].map((node) => Number(node.getAttribute('x')))
    const { unmount } = render(
      <RouteDiagram routes={threeWays} sellSymbol="WETH" buySymbol="USDC" />,
    )
    const leftToRight = laneXs()
    unmount()
    render(
      <LocaleProvider i18n={createTestI18n('ar')} storage={null}>
        <RouteDiagram routes={threeWays} sellSymbol="WETH" buySymbol="USDC" />
      </LocaleProvider>,
    )
    const rightToLeft = laneXs()
    expect(leftToRight[0]).toBeLessThan(leftToRight[2] ?? 0)
    expect(rightToLeft).toEqual([...leftToRight].reverse())
  })
})
