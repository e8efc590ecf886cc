import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { createJSONStorage } from 'zustand/middleware'
import { ApiConfigProvider } from '../../../lib/ApiConfigProvider'
import type { AppChain } from '../../chains'
import {
  ComparePanelStoreProvider,
  DexCompareDisclosure,
  useComparePanel,
} from '../../compare'
import type { AppToken } from '../../tokens'
import type { Quote } from '../api/types'
import { useIndicativeRoute } from '../hooks/useIndicativeRoute'
import type { SwapModel } from '../hooks/useSwapModel'
import { toCompareQuote } from './toCompareQuote'

// What SwapCard wires between the swap and the comparison panel, with a
// connected wallet: the executable quote carries no route, so the open panel
// borrows the indicative quote's for the same inputs. The counting fetchFn
// stands in for the proxy; the pools' spot state stands in for the chain.

vi.mock('../hooks/useRouteMidPrices', () => ({
  useRouteMidPrices: ({ routes }: { routes: unknown[] | null }) =>
    routes
      ? new Map([
          [
            POOL.toLowerCase(),
            // token0 is USDC (lower address): 2,010 USDC per WETH at mid.
            {
              kind: 'reserves',
              reserve0: 2_010_000n * 10n ** 6n,
              reserve1: 1_000n * 10n ** 18n,
            },
          ],
        ])
      : null,
}))

const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const POOL: Address = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc'
const PAYER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const baseUrl = 'http://proxy.test/api'

const token = (
  address: Address,
  symbol: string,
  decimals: number,
  priceUsd: number,
): AppToken => ({
  chainId: 31337,
  address,
  symbol,
  name: symbol,
  fullSymbol: symbol,
  fullName: symbol,
  hasHiddenCharacters: false,
  decimals,
  hasUnsafeDecimals: false,
  logoURI: null,
  verified: true,
  tags: [],
  priceUsd,
  isNative: false,
})

const chain = {
  id: 31337,
  status: 'ACTIVE',
  hasRpc: true,
} as AppChain

/** The executable quote for a connected wallet: no routes. */
const walletQuote: Quote = {
  kind: 'executable',
  inputs: { chainId: 31337, src: WETH, dst: USDC, amount: `${10n ** 18n}` },
  dstAmount: 1_999_000_000n,
  minAmountOut: 1_989_000_000n,
  gasUnits: null,
  gasPriceWei: null,
  isGasPriceMaximum: false,
  routes: null,
  srcToken: null,
  dstToken: null,
  issues: [],
  validation: null,
  simulationStatus: null,
  blockNumber: null,
  payer: PAYER,
  recipient: PAYER,
  quoteId: 'q_1',
  receivedAtMs: 1_000_000,
  generatedAtMs: null,
  expiresAtMs: null,
  validForSeconds: null,
  partnerResponse: null,
}

const model = (quote: Quote) =>
  ({
    quote: { quote, isStale: false },
    sellToken: token(WETH, 'WETH', 18, 2000),
    buyToken: token(USDC, 'USDC', 6, 1),
  }) as unknown as SwapModel

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })

const route = {
  percent: 100,
  pools: [
    { address: POOL, fee: 30, exchange: 'uniswap_v2', poolType: 'uniswap_v2' },
  ],
  path: [
    { address: WETH, decimals: 18, symbol: 'WETH' },
    { address: USDC, decimals: 6, symbol: 'USDC' },
  ],
}

function createService() {
  const urls: URL[] = []
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    urls.push(url)
    if (url.pathname.endsWith('/dex-compare')) {
      return json({
        akkaQuote: '1999000000',
        decimalsOut: 6,
        pools: [
          {
            poolAddress: POOL,
            poolType: 'uniswap_v2',
            amountOut: '1990000000',
            decimalsOut: 6,
          },
        ],
      })
    }
    return json({ dstAmount: '2000000000', routes: [route] })
  }) as unknown as typeof fetch
  const calls = (suffix: string) =>
    urls.filter((url) => url.pathname.endsWith(suffix))
  return { urls, fetchFn, calls }
}

function memoryStorage() {
  const items = new Map<string, string>()
  return createJSONStorage<{ isOpen: boolean }>(() => ({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }))
}

function Card({ swapModel }: { swapModel: SwapModel }) {
  const compare = useComparePanel()
  const indicativeRoute = useIndicativeRoute(swapModel, chain, compare.isOpen)
  return (
    <DexCompareDisclosure
      quote={toCompareQuote(
        swapModel,
        { percent: 0.05, basis: 'usd-prices' },
        indicativeRoute,
      )}
      explorerUrl={null}
    />
  )
}

function renderCard(quote: Quote, fetchFn: typeof fetch) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  })
  const wrap = (ui: ReactNode) => (
    <QueryClientProvider client={client}>
      <ApiConfigProvider baseUrl={baseUrl} fetchFn={fetchFn}>
        <ComparePanelStoreProvider storage={memoryStorage()}>
          {ui}
        </ComparePanelStoreProvider>
      </ApiConfigProvider>
    </QueryClientProvider>
  )
  const view = render(wrap(<Card swapModel={model(quote)} />))
  return {
    ...view,
    setQuote: (next: Quote) =>
      view.rerender(wrap(<Card swapModel={model(next)} />)),
  }
}

const toggle = () =>
  screen.getByRole('button', { name: 'Compare with single pools' })
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)))
const slow = { timeout: 5_000 }

describe('the comparison panel with a connected wallet', () => {
  test('behavior: closed, no swapQuote and no dex-compare request, even as the quote renews', async () => {
    const service = createService()
    const { setQuote } = renderCard(walletQuote, service.fetchFn)
    await settle()
    setQuote({
      ...walletQuote,
      receivedAtMs: walletQuote.receivedAtMs + 30_000,
    })
    await settle()
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(service.urls).toEqual([])
  })

  test('behavior: open, shows the indicative quote’s route for the same inputs, labelled so, with its mid-price impact', async () => {
    const user = userEvent.setup()
    const service = createService()
    const { setQuote } = renderCard(walletQuote, service.fetchFn)
    await user.click(toggle())
    const heading = await screen.findByRole(
      'heading',
      { name: 'Aggregator route (indicative quote)' },
      slow,
    )
    const view = heading.closest('section') as HTMLElement
    // The path in words (the drawn arrows are hidden from screen readers).
    const words = within(view).getByText(/^, then$/)
    expect(words).toBeVisible()
    expect(words).toHaveTextContent('WETH, then USDC')
    expect(
      within(view).getByText(/route of the indicative quote for the same/i),
    ).toBeVisible()
    expect(
      within(view).getByText('against the pools’ own mid prices'),
    ).toBeVisible()
    expect(within(view).queryByText(/does not describe its route/)).toBeNull()
    const quoteCalls = service.calls('/swap/v1/31337/quote')
    expect(quoteCalls).toHaveLength(1)
    expect(Object.fromEntries(quoteCalls[0]?.searchParams ?? [])).toEqual({
      src: WETH,
      dst: USDC,
      amount: '1000000000000000000',
      includeTokensInfo: 'true',
      includeGas: 'true',
      includeRoutes: 'true',
    })
    // The panel's own comparison request may still be on its way: the route
    // above comes from the quote, not from it.
    await waitFor(() => expect(service.calls('/dex-compare')).toHaveLength(1))
    // A renewed quote for the same inputs asks the route no more.
    setQuote({
      ...walletQuote,
      receivedAtMs: walletQuote.receivedAtMs + 30_000,
    })
    await settle()
    expect(service.calls('/swap/v1/31337/quote')).toHaveLength(1)
    expect(
      screen.getByRole('heading', {
        name: 'Aggregator route (indicative quote)',
      }),
    ).toBeVisible()
  })

  test('behavior: a quote that carries its own route asks no indicative quote', async () => {
    const user = userEvent.setup()
    const service = createService()
    renderCard({ ...walletQuote, routes: [route] }, service.fetchFn)
    await user.click(toggle())
    expect(
      await screen.findByRole('heading', { name: 'Aggregator route' }, slow),
    ).toBeVisible()
    await settle()
    expect(service.calls('/swap/v1/31337/quote')).toHaveLength(0)
    expect(service.calls('/dex-compare')).toHaveLength(1)
  })
})
