import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { createJSONStorage } from 'zustand/middleware'
import { ApiConfigProvider } from '../../../lib/ApiConfigProvider'
import { ComparePanelStoreProvider } from '../store/ComparePanelStoreProvider'
import {
  COMPARE_PANEL_STORAGE_KEY,
  type ComparePanelValues,
} from '../store/createComparePanelStore'
import {
  createCompareQuote,
  POOL_DEV,
  POOL_V2,
  USDC,
  WETH,
} from '../testing/createCompareFixtures'
import type { CompareQuote } from '../types'
import { DexCompareDisclosure } from './DexCompareDisclosure'

// The counting fetchFn stands in for the transport only: it answers like the
// proxy would, so these unit tests can count and inspect every request the
// panel makes. The same flows against the real proxy + reference aggregator
// on the devnet belong to the Playwright suite (test/e2e).

const baseUrl = 'http://proxy.test/api'

const json = (body: unknown, status = 200, headers = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

const compareBody = {
  akkaQuote: '2000000000',
  decimalsOut: 6,
  pools: [
    {
      poolAddress: POOL_V2,
      poolType: 'uniswap_v2',
      amountOut: '1990000000',
      decimalsOut: 6,
    },
    {
      poolAddress: POOL_DEV,
      poolType: 'devswap',
      amountOut: '1950000000',
      decimalsOut: 6,
    },
  ],
}

const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  message,
  error: 'Error',
  timestamp: new Date(0).toISOString(),
  path: '/swap/v1/31337/dex-compare',
})

function createService(
  answer: (url: URL) => Response | Promise<Response> = () => json(compareBody),
) {
  const urls: URL[] = []
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    urls.push(url)
    return answer(url)
  }) as unknown as typeof fetch
  const compareCalls = () =>
    urls.filter((url) => url.pathname.endsWith('/dex-compare'))
  return { urls, fetchFn, compareCalls }
}

function memoryStorage(isOpen?: boolean) {
  const items = new Map<string, string>()
  if (isOpen !== undefined) {
    items.set(
      COMPARE_PANEL_STORAGE_KEY,
      JSON.stringify({ state: { isOpen }, version: 1 }),
    )
  }
  const storage = createJSONStorage<ComparePanelValues>(() => ({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }))
  return { items, storage }
}

function renderDisclosure({
  fetchFn,
  storage,
  quote = createCompareQuote(),
}: {
  fetchFn: typeof fetch
  storage: ReturnType<typeof memoryStorage>['storage']
  quote?: CompareQuote | null
}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  })
  const wrap = (ui: ReactNode) => (
    <QueryClientProvider client={client}>
      <ApiConfigProvider baseUrl={baseUrl} fetchFn={fetchFn}>
        <ComparePanelStoreProvider storage={storage}>
          {ui}
        </ComparePanelStoreProvider>
      </ApiConfigProvider>
    </QueryClientProvider>
  )
  const view = render(
    wrap(<DexCompareDisclosure quote={quote} explorerUrl={null} />),
  )
  return {
    ...view,
    setQuote: (next: CompareQuote | null) =>
      view.rerender(
        wrap(<DexCompareDisclosure quote={next} explorerUrl={null} />),
      ),
  }
}

const toggle = () =>
  screen.getByRole('button', { name: 'Compare with single pools' })

const renewed = (quote: CompareQuote, receivedAtMs: number) => ({
  ...quote,
  provenance: { ...quote.provenance, receivedAtMs },
})

// The panel's code and the API contract load lazily on first use.
const slow = { timeout: 5_000 }

const settle = () => act(() => new Promise((r) => setTimeout(r, 50)))

describe('DexCompareDisclosure', () => {
  test('behavior: closed, the panel costs no request, even as the quote renews', async () => {
    const service = createService()
    const quote = createCompareQuote()
    const { setQuote } = renderDisclosure({
      fetchFn: service.fetchFn,
      storage: memoryStorage().storage,
      quote,
    })
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(
      screen.queryByRole('region', { name: 'Single-pool comparison' }),
    ).toBeNull()
    await settle()
    setQuote(renewed(quote, quote.provenance.receivedAtMs + 30_000))
    await settle()
    expect(service.urls).toEqual([])
  })

  test('behavior: opened from the keyboard, asks once with exactly the quote’s inputs and remembers it is open', async () => {
    const user = userEvent.setup()
    const service = createService()
    const { items, storage } = memoryStorage()
    renderDisclosure({ fetchFn: service.fetchFn, storage })
    toggle().focus()
    await user.keyboard('{Enter}')
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    expect(
      await screen.findByText(
        'The aggregator pays 10 USDC (0.5%) more than the best single pool.',
        undefined,
        slow,
      ),
    ).toBeVisible()
    expect(
      screen.getByRole('region', { name: 'Single-pool comparison' }),
    ).toBeVisible()
    const calls = service.compareCalls()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.pathname).toBe('/api/swap/v1/31337/dex-compare')
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({
      src: WETH,
      dst: USDC,
      amount: '1000000000000000000',
    })
    expect(JSON.parse(items.get(COMPARE_PANEL_STORAGE_KEY) ?? '')).toEqual({
      state: { isOpen: true },
      version: 1,
    })
    await user.keyboard(' ')
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(
      JSON.parse(items.get(COMPARE_PANEL_STORAGE_KEY) ?? '').state,
    ).toEqual({ isOpen: false })
  })

  test('behavior: an open panel remembered from last time asks on mount; a renewed quote asks again, showing the older figures as stale meanwhile', async () => {
    let release: (() => void) | null = null
    const service = createService(async () => {
      if (service.compareCalls().length === 2) {
        await new Promise<void>((resolve) => {
          release = resolve
        })
      }
      return json(compareBody)
    })
    const quote = createCompareQuote({
      provenance: {
        blockNumber: null,
        generatedAtMs: null,
        receivedAtMs: Date.now(),
      },
    })
    const { setQuote } = renderDisclosure({
      fetchFn: service.fetchFn,
      storage: memoryStorage(true).storage,
      quote,
    })
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    await screen.findByText(/The aggregator pays 10 USDC/, undefined, slow)
    expect(service.compareCalls()).toHaveLength(1)

    await settle()
    setQuote(renewed(quote, Date.now()))
    await waitFor(() => expect(service.compareCalls()).toHaveLength(2))
    expect(await screen.findByText(/stale: older than the quote/)).toBeVisible()
    expect(
      screen.getByText('Refreshing the single-pool figures for the new quote…'),
    ).toBeVisible()
    act(() => release?.())
    await waitFor(() =>
      expect(screen.queryByText(/stale: older than the quote/)).toBeNull(),
    )
    expect(service.compareCalls()).toHaveLength(2)
  })

  test('behavior: a 4xx is shown and not retried', async () => {
    const service = createService(() =>
      json(errorBody(400, 'No route found for the given token pair'), 400),
    )
    renderDisclosure({
      fetchFn: service.fetchFn,
      storage: memoryStorage(true).storage,
    })
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent(
      'No route between these tokens.',
    )
    await settle()
    expect(service.compareCalls()).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  test('behavior: rate-limited shows the wait and asks nothing until it has passed', async () => {
    let isLimited = true
    const service = createService(() =>
      isLimited
        ? json(errorBody(429, 'Too Many Requests'), 429, { 'retry-after': '1' })
        : json(compareBody),
    )
    const quote = createCompareQuote()
    const { setQuote } = renderDisclosure({
      fetchFn: service.fetchFn,
      storage: memoryStorage(true).storage,
      quote,
    })
    expect(
      await screen.findByText(
        /The comparison resumes in \d+ s/,
        undefined,
        slow,
      ),
    ).toBeVisible()
    isLimited = false
    setQuote(renewed(quote, quote.provenance.receivedAtMs + 5_000))
    await settle()
    expect(service.compareCalls()).toHaveLength(1)
    expect(
      await screen.findByText(/The aggregator pays 10 USDC/, undefined, {
        timeout: 3_000,
      }),
    ).toBeVisible()
    expect(service.compareCalls()).toHaveLength(2)
  })

  test('behavior: without a quote, the open panel says what to do and asks nothing', async () => {
    const service = createService()
    renderDisclosure({
      fetchFn: service.fetchFn,
      storage: memoryStorage(true).storage,
      quote: null,
    })
    expect(
      await screen.findByText(
        /choose two tokens and an amount/,
        undefined,
        slow,
      ),
    ).toBeVisible()
    await settle()
    expect(service.urls).toEqual([])
  })
})
