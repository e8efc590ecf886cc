import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { getComparison } from '../model/getComparison'
import { createPool, POOL_DEV, POOL_V2 } from '../testing/createCompareFixtures'
import { CompareBars } from './CompareBars'

function renderBars(aggregatorWei: bigint, pools = defaultPools) {
  const aggregator = { amountWei: aggregatorWei, decimals: 6 }
  render(
    <CompareBars
      aggregator={aggregator}
      pools={pools}
      comparison={getComparison({
        aggregatorAmountOutWei: aggregatorWei,
        aggregatorDecimals: 6,
        pools,
        priceOutUsd: 1,
      })}
      buySymbol="USDC"
    />,
  )
  const figure = screen.getByRole('figure', { name: 'Outputs compared' })
  const rows = within(figure).getAllByRole('listitem')
  const widths = rows.map((row) =>
    Number(row.querySelector('rect')?.getAttribute('width')),
  )
  return { figure, rows, widths }
}

/** 1,500 USDC (DevSwap) first, then the best: 1,990 USDC (Uniswap V2). */
const defaultPools = [
  createPool(POOL_DEV, 1_500_000_000n, 'devswap'),
  createPool(POOL_V2, 1_990_000_000n, 'uniswap_v2'),
]

describe('CompareBars', () => {
  test('behavior: bars share one scale, the largest output full width', () => {
    const { rows, widths } = renderBars(2_000_000_000n)
    expect(
      rows.map((row) => row.querySelector('.compare-bar-name')?.textContent),
    ).toEqual(['Aggregator', 'DevSwap 0x397F…ACa0', 'Uniswap V2 0xB4e1…C9Dc'])
    expect(widths).toEqual([100, 75, 99.5])
  })

  test('behavior: when a pool pays more than the aggregator, that pool is the full bar', () => {
    const { widths } = renderBars(1_000_000_000n)
    expect(widths).toEqual([50.25, 75.37, 100])
  })

  test('behavior: the best single pool is marked and the difference said in tokens and percent', () => {
    const { figure, rows } = renderBars(2_000_000_000n)
    expect(
      within(rows[2] as HTMLElement).getByText('Best single pool'),
    ).toBeVisible()
    expect(
      within(rows[1] as HTMLElement).queryByText('Best single pool'),
    ).toBeNull()
    expect(figure).toHaveTextContent(
      '+10 USDC (+0.5%) against the best single pool',
    )
  })

  test('behavior: a pool that cannot fill the amount has an empty bar and says so', () => {
    const { rows, widths } = renderBars(2_000_000_000n, [
      createPool(POOL_DEV, 0n, 'devswap'),
      createPool(POOL_V2, 1_990_000_000n),
    ])
    expect(widths[1]).toBe(0)
    expect(rows[1]).toHaveTextContent('Cannot fill alone')
  })
})
