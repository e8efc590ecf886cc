import { describe, expect, test } from 'vitest'
import { ApiError } from '../../../lib/apiClient'
import { shouldRetryRequest } from '../../../lib/shouldRetryRequest'
import {
  capValidForSeconds,
  getExecutableQuoteQueryKey,
  getExecutableQuoteQueryOptions,
  getQuoteExpiryMs,
  MAX_QUOTE_VALID_FOR_SECONDS,
} from './getExecutableQuoteQueryOptions'
import {
  getIndicativeQuoteQueryKey,
  getIndicativeQuoteQueryOptions,
} from './getIndicativeQuoteQueryOptions'
import {
  getNextQuoteRefreshAtMs,
  INDICATIVE_REFRESH_MS,
  MIN_REFRESH_MS,
  TRANSIENT_ERROR_REFETCH_MS,
} from './getQuoteRefreshAtMs'
import type { Quote } from './types'

const src = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const dst = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const payer = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

type Hex = `0x${string}`
const swapInputs = {
  chainId: 31337,
  src: src as Hex,
  dst: dst as Hex,
  amount: 15n,
  baseUrl: '/api',
}
const partnerInputs = {
  ...swapInputs,
  payer: payer as Hex,
  recipient: payer as Hex,
  slippagePercent: '0.5',
}

function quote(overrides: Partial<Quote>): Quote {
  return {
    kind: 'executable',
    inputs: { chainId: 1, src, dst, amount: '1' },
    dstAmount: 1n,
    minAmountOut: null,
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
    payer: null,
    recipient: null,
    quoteId: null,
    receivedAtMs: 1_000_000,
    generatedAtMs: null,
    expiresAtMs: null,
    validForSeconds: null,
    partnerResponse: null,
    ...overrides,
  }
}

describe('quote query keys', () => {
  test('behavior: keys go generic to specific and hold every input', () => {
    expect(getIndicativeQuoteQueryKey(swapInputs)).toEqual([
      'quote',
      'indicative',
      {
        baseUrl: '/api',
        chainId: 31337,
        src: src.toLowerCase(),
        dst: dst.toLowerCase(),
        amount: '15',
      },
    ])
    expect(getExecutableQuoteQueryKey(partnerInputs)).toEqual([
      'quote',
      'executable',
      {
        baseUrl: '/api',
        chainId: 31337,
        src: src.toLowerCase(),
        dst: dst.toLowerCase(),
        amount: '15',
        payer: payer.toLowerCase(),
        recipient: payer.toLowerCase(),
        slippagePercent: '0.5',
      },
    ])
  })

  test('behavior: changing any input changes the key', () => {
    const base = JSON.stringify(getExecutableQuoteQueryKey(partnerInputs))
    const variants: Partial<typeof partnerInputs>[] = [
      { chainId: 999 },
      { src: dst, dst: src },
      { amount: 16n },
      { payer: dst },
      { recipient: dst },
      { slippagePercent: '1' },
      { baseUrl: '/other' },
    ]
    for (const variant of variants) {
      expect(
        JSON.stringify(
          getExecutableQuoteQueryKey({ ...partnerInputs, ...variant }),
        ),
      ).not.toBe(base)
    }
  })

  test('behavior: options carry the key, no refresh of their own (useSwapQuote schedules it), one retry policy', () => {
    const swap = getIndicativeQuoteQueryOptions(swapInputs)
    const partner = getExecutableQuoteQueryOptions(partnerInputs)
    expect(swap.queryKey).toEqual(getIndicativeQuoteQueryKey(swapInputs))
    expect(partner.queryKey).toEqual(getExecutableQuoteQueryKey(partnerInputs))
    for (const options of [swap, partner]) {
      expect(options.refetchInterval).toBe(false)
      expect(options.retry).toBe(shouldRetryRequest)
    }
  })

  test('behavior: a flow’s quote names the quoteId it began with in X-Swap-Flow; the display’s does not', async () => {
    const headers: (Headers | undefined)[] = []
    const fetchFn = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      headers.push(new Headers(init?.headers))
      return new Response('{}', { status: 500 })
    }) as typeof fetch
    const run = async (flowQuoteId?: string) => {
      const { queryFn } = getExecutableQuoteQueryOptions({
        ...partnerInputs,
        fetchFn,
        flowQuoteId,
      })
      const signal = new AbortController().signal
      await Promise.resolve(
        (queryFn as (context: { signal: AbortSignal }) => unknown)({ signal }),
      ).catch(() => undefined)
    }
    await run('q_began')
    await run()
    expect(headers.map((h) => h?.get('x-swap-flow') ?? null)).toEqual([
      'q_began',
      null,
    ])
  })
})

describe('quote refresh', () => {
  test('behavior: expiry is the earlier of validForSeconds and expiresAt', () => {
    expect(getQuoteExpiryMs({ receivedAtMs: 1_000, validForSeconds: 30 })).toBe(
      31_000,
    )
    // The server clock is an hour ahead; only the 20 s lifetime counts.
    expect(
      getQuoteExpiryMs({
        receivedAtMs: 1_000,
        generatedAt: '2030-01-01T01:00:00Z',
        expiresAt: '2030-01-01T01:00:20Z',
        validForSeconds: 30,
      }),
    ).toBe(21_000)
    expect(getQuoteExpiryMs({ receivedAtMs: 1_000 })).toBeNull()
  })

  test('behavior: a quote is never held good for more than five minutes', () => {
    expect(
      getQuoteExpiryMs({ receivedAtMs: 1_000, validForSeconds: 86_400 }),
    ).toBe(301_000)
    expect(
      getQuoteExpiryMs({
        receivedAtMs: 1_000,
        generatedAt: '2030-01-01T00:00:00Z',
        expiresAt: '2030-01-02T00:00:00Z',
      }),
    ).toBe(301_000)
    expect(capValidForSeconds(30)).toBe(30)
    expect(capValidForSeconds(301)).toBe(MAX_QUOTE_VALID_FOR_SECONDS)
  })

  test('behavior: an executable quote is due when it stops being signable (expiry less the 5 s margin)', () => {
    const data = quote({ expiresAtMs: 1_025_000 })
    expect(
      getNextQuoteRefreshAtMs({
        data,
        error: null,
        isError: false,
        errorUpdatedAtMs: 0,
      }),
    ).toBe(1_020_000)
  })

  test('behavior: never sooner than the floor, whatever the quote says', () => {
    const data = quote({ expiresAtMs: 1_000_500 })
    expect(
      getNextQuoteRefreshAtMs({
        data,
        error: null,
        isError: false,
        errorUpdatedAtMs: 0,
      }),
    ).toBe(1_000_000 + MIN_REFRESH_MS)
  })

  test('behavior: an indicative quote refreshes on its fixed period', () => {
    const data = quote({ kind: 'indicative' })
    expect(
      getNextQuoteRefreshAtMs({
        data,
        error: null,
        isError: false,
        errorUpdatedAtMs: 0,
      }),
    ).toBe(1_000_000 + INDICATIVE_REFRESH_MS)
  })

  test('behavior: a failure that may pass (5xx, no answer, unreadable body) is asked again', () => {
    const failures = [
      new ApiError({
        kind: 'http',
        message: 'Upstream did not answer within 1500 ms',
        status: 504,
        endpoint: 'swapQuote',
      }),
      new ApiError({ kind: 'network', message: 'x', endpoint: 'swapQuote' }),
      new ApiError({
        kind: 'invalid-response',
        message: 'x',
        status: 200,
        endpoint: 'partnerQuote',
      }),
    ]
    for (const error of failures) {
      expect(
        getNextQuoteRefreshAtMs({
          data: quote({}),
          error,
          isError: true,
          errorUpdatedAtMs: 1_000_000,
        }),
      ).toBe(1_000_000 + TRANSIENT_ERROR_REFETCH_MS)
    }
  })

  test('behavior: a 429 waits for Retry-After; a 4xx is not asked again by itself', () => {
    const limited = new ApiError({
      kind: 'rate-limited',
      message: 'slow down',
      status: 429,
      retryAfterSeconds: 42,
      endpoint: 'partnerQuote',
    })
    expect(
      getNextQuoteRefreshAtMs({
        data: quote({}),
        error: limited,
        isError: true,
        errorUpdatedAtMs: 1_000_000,
      }),
    ).toBe(1_042_000)
    const noRoute = new ApiError({
      kind: 'http',
      message: 'No route found for the given token pair',
      status: 400,
      endpoint: 'swapQuote',
    })
    expect(
      getNextQuoteRefreshAtMs({
        data: undefined,
        error: noRoute,
        isError: true,
        errorUpdatedAtMs: 0,
      }),
    ).toBeNull()
  })
})
