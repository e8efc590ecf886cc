import { describe, expect, test } from 'vitest'
import { ApiError } from '../../../lib/apiClient'
import { createFormatters } from '../../../lib/format'
import type { AppChain } from '../../chains'
import type { Quote } from '../api/types'
import type { SwapModel } from '../hooks/useSwapModel'
import type { SwapQuoteState } from '../hooks/useSwapQuote'
import { swapStates } from '../lifecycle/testing/swapFixtures'
import type { SwapStatus } from '../lifecycle/types'
import { toQuoteView } from './toQuoteView'

const words = { format: createFormatters('en') }

const chain = { id: 31337, nativeDecimals: 18, nativeSymbol: 'ETH' } as AppChain
const quote = {
  dstAmount: 5n,
  issues: [],
  receivedAtMs: 0,
} as unknown as Quote

function modelWith(state: Partial<SwapQuoteState>): SwapModel {
  return {
    quote: {
      quote: null,
      isStale: false,
      isSpent: false,
      isFetching: false,
      error: null,
      rateLimitedUntilMs: null,
      refreshAtMs: null,
      isRefreshAllowed: true,
      hasInputs: true,
      ...state,
    },
    sellToken: null,
    buyToken: null,
    amount: { status: 'empty' },
  } as unknown as SwapModel
}

const statusOf = (state: Partial<SwapQuoteState>, nowMs = 0) =>
  toQuoteView(modelWith(state), chain, nowMs, words).status

describe('toQuoteView', () => {
  test('behavior: the status line says what the quote is doing', () => {
    expect(statusOf({ hasInputs: false })).toEqual({ kind: 'idle' })
    expect(statusOf({ isFetching: true })).toEqual({ kind: 'loading' })
    expect(statusOf({ quote, isFetching: true })).toEqual({
      kind: 'refreshing',
    })
    expect(statusOf({ quote, refreshAtMs: 12_000 }, 2_000)).toEqual({
      kind: 'live',
      refreshInSeconds: 10,
      periodSeconds: 12,
    })
    expect(statusOf({ quote, refreshAtMs: 12_000 }, 13_000)).toEqual({
      kind: 'paused',
    })
    expect(statusOf({ rateLimitedUntilMs: 30_000 }, 10_000)).toEqual({
      kind: 'rate-limited',
      retryInSeconds: 20,
    })
  })

  test('behavior: a quote due while the page is idle reads as expired; hidden, paused', () => {
    expect(
      statusOf({ quote, refreshAtMs: 12_000, isRefreshAllowed: false }, 13_000),
    ).toEqual({ kind: 'expired' })
    expect(
      toQuoteView(
        modelWith({ quote, refreshAtMs: 12_000, isRefreshAllowed: false }),
        chain,
        13_000,
        words,
        { isPageHidden: true },
      ).status,
    ).toEqual({ kind: 'paused' })
    // Not yet due: the countdown runs as usual.
    expect(
      statusOf({ quote, refreshAtMs: 12_000, isRefreshAllowed: false }, 2_000),
    ).toMatchObject({ kind: 'live', refreshInSeconds: 10 })
  })

  test('behavior: a spent quote says so, and the button will not review it', () => {
    const view = toQuoteView(
      modelWith({ quote, isSpent: true }),
      chain,
      2_000,
      words,
    )
    expect(view.status).toEqual({ kind: 'spent' })
    expect(view.button).toMatchObject({ status: 'stale' })
  })

  test('behavior: while a review holds the quote, the line follows the flow', () => {
    const held = (flowStatus: SwapStatus, nowMs = 2_000) =>
      toQuoteView(
        modelWith({ quote, refreshAtMs: 12_000 }),
        chain,
        nowMs,
        words,
        { flowState: swapStates[flowStatus] },
      ).status
    expect(held('ready')).toMatchObject({ kind: 'live', refreshInSeconds: 10 })
    expect(held('re-quoting')).toEqual({ kind: 'refreshing' })
    // Approving: the quote is asked again after the approval, not on expiry.
    expect(held('approval-pending', 20_000)).toEqual({ kind: 'idle' })
    expect(
      toQuoteView(modelWith({ quote, isSpent: true }), chain, 2_000, words, {
        flowState: swapStates.signing,
      }).status,
    ).toEqual({ kind: 'spent' })
  })

  test('behavior: once the swap is confirmed, neither the line nor the quote details show', () => {
    const model = {
      ...modelWith({ quote, isSpent: true, refreshAtMs: 12_000 }),
      sellToken: { symbol: 'DAI', decimals: 18 },
      buyToken: { symbol: 'USDC', decimals: 6 },
      amount: { status: 'valid', amount: 1n },
    } as unknown as SwapModel
    const view = (flowStatus: SwapStatus) =>
      toQuoteView(model, chain, 2_000, words, {
        flowState: swapStates[flowStatus],
      })
    expect(view('confirmed').status).toEqual({ kind: 'idle' })
    expect(view('confirmed').hasDetails).toBe(false)
    expect(view('ready').hasDetails).toBe(true)
  })

  test('behavior: a no-route answer reads as such for the button', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      message: 'No route found for the given token pair',
      endpoint: 'swapQuote',
    })
    const view = toQuoteView(modelWith({ error }), chain, 0, words)
    // Worded by the status line (QuoteStatusLine.test.tsx).
    expect(view.status).toEqual({ kind: 'error', error })
    expect(view.button).toEqual({
      status: 'error',
      isNoRoute: true,
      issueCodes: [],
    })
  })

  test('behavior: the button waits while the figure is stale', () => {
    expect(
      toQuoteView(modelWith({ quote, isStale: true }), chain, 0, words).button,
    ).toMatchObject({ status: 'stale' })
    expect(
      toQuoteView(modelWith({ quote }), chain, 0, words).button,
    ).toMatchObject({
      status: 'ready',
    })
  })
})
