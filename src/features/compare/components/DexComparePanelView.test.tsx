import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import type { DexCompare } from '../api/types'
import type { CompareRequestState } from '../model/getCompareRequestState'
import {
  createCompareQuote,
  createDexCompare,
  createPool,
  DAI,
  POOL_DEV,
  POOL_V2,
  USDC,
  WETH,
} from '../testing/createCompareFixtures'
import type { CompareQuote } from '../types'
import { DexComparePanelView } from './DexComparePanelView'

type RenderParameters = {
  quote?: CompareQuote | null
  request?: CompareRequestState
  result?: DexCompare | null
  nowMs?: number
  onRetry?: () => void
}

function renderPanel({
  quote = createCompareQuote(),
  request = { kind: 'settled' },
  result = createDexCompare(),
  nowMs = 1_005_000,
  onRetry = () => {},
}: RenderParameters = {}) {
  return render(
    <DexComparePanelView
      quote={quote}
      request={request}
      result={result}
      nowMs={nowMs}
      explorerUrl="https://scan.example"
      onRetry={onRetry}
    />,
  )
}

const figure = (name: string) => screen.getByRole('figure', { name })

describe('DexComparePanelView', () => {
  test('behavior: loading shows the aggregator figure and says the pools are being quoted', () => {
    renderPanel({ request: { kind: 'loading' }, result: null })
    expect(screen.getByText('Quoting each pool on its own…')).toBeVisible()
    expect(figure('Aggregator output')).toHaveTextContent('2,000 USDC')
    expect(figure('Best single pool output')).toHaveTextContent('Comparing…')
    expect(screen.queryByRole('list', { name: 'Single pools' })).toBeNull()
  })

  test('behavior: an error is said in words, with a retry when it may help', async () => {
    const onRetry = vi.fn()
    const { rerender } = renderPanel({
      request: {
        kind: 'error',
        message: 'The swap service had a problem. Try again in a moment.',
        canRetry: true,
      },
      result: null,
      onRetry,
    })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The single-pool comparison failed. The swap service had a problem.',
    )
    expect(figure('Best single pool output')).toHaveTextContent('Unavailable')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(
      <DexComparePanelView
        quote={createCompareQuote()}
        request={{ kind: 'error', message: 'No route.', canRetry: false }}
        result={null}
        nowMs={1_005_000}
        explorerUrl={null}
        onRetry={onRetry}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  test('behavior: rate-limited shows the wait', () => {
    renderPanel({
      request: { kind: 'rate-limited', retryInSeconds: 23.2 },
      result: null,
    })
    expect(
      screen.getByText(/the swap service asked us to wait/),
    ).toHaveTextContent('The comparison resumes in 23 s.')
    expect(figure('Best single pool output')).toHaveTextContent('Waiting…')
  })

  test('behavior: no pools for the pair is said plainly, not left blank', () => {
    renderPanel({ result: createDexCompare({ pools: [] }) })
    expect(screen.getByText(/^No single pool trades/)).toHaveTextContent(
      /No single pool trades WETH for USDC directly/,
    )
    expect(figure('Best single pool output')).toHaveTextContent('None')
    expect(screen.getByText(/No pool to list/)).toBeVisible()
    expect(screen.queryByRole('figure', { name: 'Difference' })).toBeNull()
  })

  test('behavior: aggregator ahead — difference in tokens, percent and USD, then every pool in order', () => {
    renderPanel()
    expect(
      screen.getByText(
        'The aggregator pays 10 USDC (0.5%) more than the best single pool.',
      ),
    ).toBeVisible()
    expect(figure('Best single pool output')).toHaveTextContent('1,990 USDC')
    const output = within(figure('Aggregator output')).getByText(/^2,000/)
    expect(output).toHaveTextContent('2,000 USDC')
    expect(output).toHaveAttribute('value', '2000000000')
    // The symbol is isolated from the figure beside it.
    expect(within(output).getByText('USDC').tagName).toBe('BDI')
    expect(figure('Difference')).toHaveTextContent('+10 USDC')
    expect(figure('Difference in percent')).toHaveTextContent('+0.5%')
    expect(figure('Difference in USD')).toHaveTextContent('+$10.00')

    const rows = within(
      screen.getByRole('list', { name: 'Single pools' }),
    ).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Uniswap V2Best single pool0xB4e1…C9Dc.*1,990 USDC$/,
      ),
      expect.stringMatching(/^DevSwap0x397F…ACa0.*1,950 USDC$/),
    ])
    expect(
      within(rows[0] as HTMLElement).getByRole('link', {
        name: 'View pool 0xB4e1…C9Dc on the explorer',
      }),
    ).toHaveAttribute('href', `https://scan.example/address/${POOL_V2}`)
    expect(
      within(rows[1] as HTMLElement).getByRole('button', {
        name: 'Copy address of pool 0x397F…ACa0',
      }),
    ).toBeVisible()
  })

  test('behavior: a copy button copies the full address', async () => {
    const user = userEvent.setup()
    renderPanel()
    await user.click(
      screen.getByRole('button', {
        name: 'Copy address of pool 0x397F…ACa0',
      }),
    )
    expect(await navigator.clipboard.readText()).toBe(POOL_DEV)
    expect(
      screen.getByRole('button', {
        name: 'Copy address of pool 0x397F…ACa0',
      }),
    ).toHaveTextContent('Copied')
  })

  test('behavior: a single pool ahead of the aggregator is said plainly', () => {
    renderPanel({
      result: createDexCompare({
        pools: [createPool(POOL_V2, 2_010_000_000n)],
      }),
    })
    expect(
      screen.getByText(/here a single pool beats the aggregator/),
    ).toHaveTextContent(
      'The best single pool pays 10 USDC more than the aggregator’s quote',
    )
    expect(figure('Difference')).toHaveTextContent('−10 USDC')
    expect(figure('Difference in USD')).toHaveTextContent('−$10.00')
  })

  test('behavior: a single pool equal to the aggregator is said plainly', () => {
    renderPanel({
      result: createDexCompare({
        pools: [createPool(POOL_V2, 2_000_000_000n)],
      }),
    })
    expect(
      screen.getByText(
        'A single pool pays as much as the aggregator: routing gains nothing on this trade.',
      ),
    ).toBeVisible()
    expect(figure('Difference')).toHaveTextContent('0 USDC')
  })

  test('behavior: both figures carry provenance; pools older than the quote are marked stale', () => {
    const quote = createCompareQuote({
      provenance: {
        blockNumber: 4242n,
        generatedAtMs: null,
        receivedAtMs: 1_030_000,
      },
    })
    renderPanel({
      quote,
      request: { kind: 'loading' },
      result: createDexCompare({ receivedAtMs: 1_001_000 }),
      nowMs: 1_031_000,
    })
    expect(figure('Aggregator output')).toHaveTextContent(
      'Quote from block 4242, received 1 second ago',
    )
    const pools = figure('Best single pool output')
    expect(pools).toHaveTextContent(
      'Pools read 30 seconds ago · stale: older than the quote',
    )
    expect(pools).toHaveClass('is-stale')
    expect(figure('Difference')).toHaveClass('is-stale')
    expect(
      screen.getByText('Refreshing the single-pool figures for the new quote…'),
    ).toBeVisible()
  })

  test('behavior: fresh figures are not marked stale', () => {
    renderPanel()
    const pools = figure('Best single pool output')
    expect(pools).toHaveTextContent('Pools read 4 seconds ago')
    expect(pools).not.toHaveTextContent('stale')
    expect(pools).not.toHaveClass('is-stale')
  })

  test('behavior: says when the service’s aggregator figure differs from the quote’s', () => {
    renderPanel({
      result: createDexCompare({ aggregatorAmountOutWei: 2_001_500_000n }),
    })
    expect(
      screen.getByText(
        'When it read the pools, the service quoted the aggregator at 2,001.5 USDC.',
      ),
    ).toBeVisible()
  })

  test('behavior: the route view shows splits, token paths and pool types, and the impact against mid prices', () => {
    renderPanel({
      quote: createCompareQuote({
        routes: [
          {
            percent: 60,
            pools: [
              {
                address: POOL_V2,
                fee: 30,
                exchange: 'Uniswap V2',
                poolType: 'uniswap_v2',
              },
            ],
            path: [
              { address: WETH, decimals: 18, symbol: 'WETH' },
              { address: USDC, decimals: 6, symbol: 'USDC' },
            ],
          },
          {
            percent: 40,
            pools: [
              {
                address: POOL_DEV,
                fee: 10,
                exchange: 'DevSwap',
                poolType: 'devswap',
              },
              {
                address: POOL_V2,
                fee: 30,
                exchange: 'Uniswap V2',
                poolType: 'uniswap_v2',
              },
            ],
            path: [
              { address: WETH, decimals: 18, symbol: 'WETH' },
              { address: DAI, decimals: 18, symbol: 'DAI' },
              { address: USDC, decimals: 6, symbol: 'USDC' },
            ],
          },
        ],
        priceImpact: { percent: 0.4213, basis: 'pool-mid-price' },
      }),
    })
    const routes = within(
      screen.getByRole('list', { name: 'Aggregator route' }),
    ).getAllByRole('listitem')
    // Each path twice: drawn (symbols between arrow icons, hidden from
    // screen readers) and in words, each symbol in a <bdi>.
    expect(routes.map((route) => route.textContent)).toEqual([
      '60%WETHUSDCWETH, then USDCUniswap V2 0xB4e1…C9Dc',
      '40%WETHDAIUSDCWETH, then DAI, then USDCDevSwap 0x397F…ACa0 · Uniswap V2 0xB4e1…C9Dc',
    ])
    expect(routes[1]?.querySelectorAll('svg.route-arrow')).toHaveLength(2)
    expect(figure('Price impact')).toHaveTextContent(
      '0.42%against the pools’ own mid prices',
    )
  })

  test('behavior: a route borrowed from the indicative quote (a connected wallet’s quote has none) is labelled so', () => {
    renderPanel({
      quote: createCompareQuote({
        routes: [
          {
            percent: 100,
            pools: [
              {
                address: POOL_V2,
                fee: 30,
                exchange: 'Uniswap V2',
                poolType: 'uniswap_v2',
              },
            ],
            path: [
              { address: WETH, decimals: 18, symbol: 'WETH' },
              { address: USDC, decimals: 6, symbol: 'USDC' },
            ],
          },
        ],
        routeSource: 'indicative-quote',
        priceImpact: { percent: 0.5, basis: 'pool-mid-price' },
      }),
    })
    const list = screen.getByRole('list', {
      name: 'Aggregator route (indicative quote)',
    })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(
      screen.getByText(/route of the indicative quote for the same inputs/),
    ).toBeVisible()
    expect(screen.queryByText(/does not describe its route/)).toBeNull()
    expect(figure('Price impact')).toHaveTextContent(
      '0.5%against the pools’ own mid prices',
    )
  })

  test('behavior: a quote without routes says so; no quote says what to do', () => {
    const { unmount } = renderPanel()
    expect(
      screen.getByText(/This quote does not describe its route/),
    ).toBeVisible()
    expect(figure('Price impact')).toHaveTextContent('Unknown')
    unmount()
    renderPanel({ quote: null, result: null })
    expect(screen.getByText(/choose two tokens and an amount/)).toBeVisible()
  })

  test('behavior: figures for a previous amount are dimmed while the quote updates', () => {
    const { container } = renderPanel({
      quote: createCompareQuote({ isStale: true }),
    })
    expect(container.firstChild).toHaveClass('is-stale')
    expect(screen.getByText(/these figures are for the/)).toBeVisible()
  })
})
