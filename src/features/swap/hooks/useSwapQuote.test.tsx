import {
  focusManager,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
  vi,
} from 'vitest'
import { ApiConfigProvider } from '../../../lib/ApiConfigProvider'
import { loadApiContract, preloadApiContract } from '../../../lib/apiClient'
import { parseAmountInput } from '../amount/parseAmountInput'
import { INDICATIVE_REFRESH_MS } from '../api/getQuoteRefreshAtMs'
import { AmountField } from '../components/AmountField'
import {
  QUOTE_DEBOUNCE_MS,
  type SwapQuoteState,
  useSwapQuote,
} from './useSwapQuote'

// These tests drive the hook through an injected fetch that answers like the
// service. When the test harness's proxy + reference aggregator is available
// to this project, the same flows run against it (see test/harness).

const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const usdc = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const baseUrl = 'http://proxy.test/api'

type Call = { url: URL; signal: AbortSignal | undefined }

function createService(answer: (url: URL) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetchFn = vi.fn(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input))
      calls.push({ url, signal: init?.signal ?? undefined })
      return answer(url)
    },
  ) as unknown as typeof fetch
  return { calls, fetchFn }
}

const json = (
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

/** The indicative quote pays out twice the raw amount in. */
const doubling = (url: URL) =>
  json({
    dstAmount: String(BigInt(url.searchParams.get('amount') ?? '0') * 2n),
    gas: 150000,
  })

const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  message,
  error: 'Error',
  timestamp: new Date(0).toISOString(),
  path: '/swap/v1/31337/quote',
})

const latest: { state?: SwapQuoteState } = {}

type ProbeOptions = { isRefreshAllowed?: boolean; isHeld?: boolean }

function QuoteProbe({
  amountText,
  isRefreshAllowed,
  isHeld,
}: { amountText: string } & ProbeOptions) {
  const parsed = parseAmountInput(amountText, 18)
  const state = useSwapQuote({
    chainId: 31337,
    src: native,
    dst: usdc,
    amount: parsed.status === 'valid' ? parsed.amount : null,
    amountText,
    payer: null,
    recipient: null,
    slippagePercent: '0.5',
    isEnabled: true,
    isRefreshAllowed,
    isHeld,
  })
  latest.state = state
  return (
    <output aria-label="quote">
      {state.quote
        ? `${state.quote.dstAmount}${state.isStale ? ' (stale)' : ''}`
        : 'none'}
    </output>
  )
}

function TypingHarness() {
  const [text, setText] = useState('')
  return (
    <>
      <AmountField
        label="Amount"
        value={text}
        onChange={setText}
        decimals={18}
      />
      <QuoteProbe amountText={text} />
    </>
  )
}

function renderWith(fetchFn: typeof fetch, ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  })
  return render(
    <QueryClientProvider client={client}>
      <ApiConfigProvider baseUrl={baseUrl} fetchFn={fetchFn}>
        {ui}
      </ApiConfigProvider>
    </QueryClientProvider>,
  )
}

function renderProbe(fetchFn: typeof fetch, amountText: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  })
  const ui = (text: string, options: ProbeOptions) => (
    <QueryClientProvider client={client}>
      <ApiConfigProvider baseUrl={baseUrl} fetchFn={fetchFn}>
        <QuoteProbe amountText={text} {...options} />
      </ApiConfigProvider>
    </QueryClientProvider>
  )
  const view = render(ui(amountText, {}))
  return {
    client,
    rerender: (text: string, options: ProbeOptions = {}) =>
      view.rerender(ui(text, options)),
  }
}

const flush = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('useSwapQuote', () => {
  // The contract loads on first use (the quote's part in a chunk of its
  // own); load it before time is faked.
  beforeAll(() => Promise.all([loadApiContract(), preloadApiContract()]))
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }))
  afterEach(() => vi.useRealTimers())

  test('behavior: typing a 10-character amount at human speed asks once', async () => {
    const { calls, fetchFn } = createService(doubling)
    renderWith(fetchFn, <TypingHarness />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    const text = '1234.56789'
    for (let length = 1; length <= text.length; length++) {
      fireEvent.change(input, { target: { value: text.slice(0, length) } })
      await flush(150)
    }
    expect(calls).toHaveLength(0)
    await flush(QUOTE_DEBOUNCE_MS)
    await flush(10)
    expect(calls).toHaveLength(1)
    const url = calls[0]?.url
    expect(url?.pathname).toBe('/api/swap/v1/31337/quote')
    expect(url?.searchParams.get('amount')).toBe('1234567890000000000000')
    expect(url?.searchParams.get('includeTokensInfo')).toBe('true')
    expect(url?.searchParams.get('includeGas')).toBe('true')
    expect(url?.searchParams.get('includeRoutes')).toBe('true')
    await flush(10)
    expect(screen.getByRole('status', { name: 'quote' })).toHaveTextContent(
      '2469135780000000000000',
    )
    await flush(5 * QUOTE_DEBOUNCE_MS)
    expect(calls).toHaveLength(1)
  })

  test('behavior: a decimal point restarts the wait, as every keystroke does', async () => {
    // At 250 ms a key, '1234' → '1234.' leaves the amount unchanged; the
    // wait must still restart, or '1234' is asked 500 ms after its last digit.
    const { calls, fetchFn } = createService(doubling)
    renderWith(fetchFn, <TypingHarness />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    const text = '1234.56789'
    for (let length = 1; length <= text.length; length++) {
      fireEvent.change(input, { target: { value: text.slice(0, length) } })
      await flush(250)
    }
    expect(calls).toHaveLength(0)
    await flush(QUOTE_DEBOUNCE_MS)
    await flush(10)
    expect(calls.map((call) => call.url.searchParams.get('amount'))).toEqual([
      '1234567890000000000000',
    ])
  })

  test('behavior: a superseded request is aborted and its answer never shown', async () => {
    const pending: (() => void)[] = []
    const { calls, fetchFn } = createService(
      (url) =>
        new Promise<Response>((resolve) => {
          pending.push(() => resolve(doubling(url)))
        }),
    )
    const { rerender } = renderProbe(fetchFn, '1')
    await flush(10)
    expect(calls).toHaveLength(1)
    rerender('2')
    await flush(450)
    await flush(10)
    expect(calls).toHaveLength(2)
    expect(calls[0]?.signal?.aborted).toBe(true)
    expect(calls[1]?.signal?.aborted).toBe(false)
    await act(async () => pending[0]?.())
    await flush(10)
    expect(latest.state?.quote).toBeNull()
    await act(async () => pending[1]?.())
    await flush(10)
    expect(latest.state?.quote?.dstAmount).toBe(4n * 10n ** 18n)
    expect(latest.state?.quote?.inputs.amount).toBe(String(2n * 10n ** 18n))
  })

  test('behavior: a 429 is honoured: nothing is asked until Retry-After passes', async () => {
    let isLimited = true
    const { calls, fetchFn } = createService((url) => {
      if (!isLimited) return doubling(url)
      isLimited = false
      return json(errorBody(429, 'Too Many Requests'), 429, {
        'retry-after': '30',
      })
    })
    const { rerender } = renderProbe(fetchFn, '1')
    await flush(10)
    expect(calls).toHaveLength(1)
    expect(latest.state?.rateLimitedUntilMs).not.toBeNull()
    rerender('2')
    await flush(29_000)
    expect(calls).toHaveLength(1)
    await flush(2_000)
    await flush(10)
    expect(calls).toHaveLength(2)
    await flush(10)
    expect(latest.state?.rateLimitedUntilMs).toBeNull()
    expect(latest.state?.quote?.dstAmount).toBe(4n * 10n ** 18n)
  })

  test('behavior: no retry on 4xx, one retry on 5xx', async () => {
    const noRoute = createService(() =>
      json(errorBody(400, 'No route found for the given token pair'), 400),
    )
    renderProbe(noRoute.fetchFn, '1')
    await flush(5_000)
    expect(noRoute.calls).toHaveLength(1)
    expect(latest.state?.error?.message).toBe(
      'No route found for the given token pair',
    )
    cleanup()
    const broken = createService(() => json(errorBody(502, 'Bad Gateway'), 502))
    renderProbe(broken.fetchFn, '1')
    await flush(10_000)
    expect(broken.calls).toHaveLength(2)
  })

  test('behavior: refreshes on schedule; hidden or idle, the due quote waits for the person and then comes at once', async () => {
    const { calls, fetchFn } = createService(doubling)
    const { rerender } = renderProbe(fetchFn, '1')
    await flush(10)
    expect(calls).toHaveLength(1)
    // A ticking countdown re-renders every second; that must not move or
    // repeat the refresh.
    for (let second = 0; second < INDICATIVE_REFRESH_MS / 1000 + 5; second++) {
      rerender('1')
      await flush(1000)
    }
    expect(calls).toHaveLength(2)
    // Hidden, or nobody there (usePagePresence): nothing by itself, not
    // on a focus event either.
    rerender('1', { isRefreshAllowed: false })
    await flush(3 * INDICATIVE_REFRESH_MS)
    act(() => focusManager.setFocused(false))
    act(() => focusManager.setFocused(true))
    await flush(10)
    expect(calls).toHaveLength(2)
    expect(latest.state?.isRefreshAllowed).toBe(false)
    // The person is back: the quote that fell due meanwhile comes at once.
    rerender('1', { isRefreshAllowed: true })
    await flush(10)
    expect(calls).toHaveLength(3)
  })

  test('behavior: while the swap flow holds the quote nothing is asked; a spent quote is asked again only once released', async () => {
    const { calls, fetchFn } = createService(doubling)
    const { rerender, client } = renderProbe(fetchFn, '1')
    await flush(10)
    expect(calls).toHaveLength(1)
    rerender('1', { isHeld: true })
    await flush(2 * INDICATIVE_REFRESH_MS)
    expect(calls).toHaveLength(1)
    // The flow offered it to the wallet: its calldata leaves the cache, as
    // the sign step clears it (lifecycle/steps/signStep.ts).
    const spent = latest.state?.quote
    act(() => {
      client.resetQueries({ queryKey: ['quote'] }).catch(() => {})
    })
    await flush(2 * INDICATIVE_REFRESH_MS)
    expect(calls).toHaveLength(1)
    expect(latest.state?.quote).toBeNull()
    expect(latest.state?.refreshAtMs).toBeNull()
    // The person leaves the swap's outcome: a new quote, never the spent one.
    rerender('1', { isHeld: false })
    await flush(10)
    expect(calls).toHaveLength(2)
    await flush(10)
    expect(latest.state?.quote).not.toBeNull()
    expect(latest.state?.quote).not.toBe(spent)
  })

  test('behavior: the old figure stays, dimmed, while the new one loads', async () => {
    const { calls, fetchFn } = createService(doubling)
    const { rerender } = renderProbe(fetchFn, '1')
    await flush(10)
    expect(latest.state?.quote?.dstAmount).toBe(2n * 10n ** 18n)
    expect(latest.state?.isStale).toBe(false)
    rerender('2')
    expect(latest.state?.quote?.dstAmount).toBe(2n * 10n ** 18n)
    expect(latest.state?.isStale).toBe(true)
    await flush(450)
    await flush(10)
    expect(calls).toHaveLength(2)
    await flush(10)
    expect(latest.state?.quote?.dstAmount).toBe(4n * 10n ** 18n)
    expect(latest.state?.isStale).toBe(false)
  })
})
