import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import {
  getExecutableQuoteQueryKey,
  normalizeExecutableQuote,
} from '../api/executableQuote'
import type { Quote } from '../api/types'
import {
  createTestPartnerQuote,
  testBuyToken,
  testChainId,
  testPayer,
  testRecipient,
  testSellToken,
} from '../guards/testing/createTestPartnerQuote'
import {
  getReviewQuote,
  getShownFlowQuote,
  showFlowQuote,
  toFlowQuote,
  toSwapPriceImpact,
} from './runSwapStep'
import {
  createTestExecutableQuote,
  quote0,
  quote1,
  swapStates,
} from './testing/swapFixtures'
import {
  createSwapFlowMemory,
  type SwapFlowContext,
  type SwapFlowInputs,
  type SwapStatus,
} from './types'

describe('toSwapPriceImpact', () => {
  test.each([
    [null, null],
    [Number.NaN, null],
    [0.4, { percent: 0.4, isConfirmationRequired: false }],
    [5, { percent: 5, isConfirmationRequired: false }],
    [5.01, { percent: 5.01, isConfirmationRequired: true }],
  ])('behavior: %s → %j', (percent, expected) => {
    expect(toSwapPriceImpact(percent)).toEqual(expected)
  })
})

describe('toFlowQuote', () => {
  test('behavior: keys are unique within the flow; the first quote begins the flow, later ones carry its id', () => {
    const memory = createSwapFlowMemory()
    const seen: { amountInWei: bigint; dstAmountWei: bigint }[] = []
    const priceImpactOf = (figures: (typeof seen)[number]) => {
      seen.push(figures)
      return 7
    }
    const first = toFlowQuote({
      response: createTestPartnerQuote({ quoteId: 'q_a' }),
      receivedAtMs: 5,
      flowQuoteId: null,
      memory,
      priceImpactOf,
    })
    const requote = toFlowQuote({
      response: createTestPartnerQuote({
        quoteId: 'q_b',
        dstAmount: '1500000000000000000',
      }),
      receivedAtMs: 6,
      flowQuoteId: first.flowQuoteId,
      memory,
      priceImpactOf,
    })
    expect([first.key, requote.key]).toEqual(['q_a#1', 'q_b#2'])
    expect([first.flowQuoteId, requote.flowQuoteId]).toEqual(['q_a', 'q_a'])
    // The impact is worked out from each quote's own figures.
    expect(seen.map((figures) => figures.dstAmountWei)).toEqual([
      2_000_000_000_000_000_000n,
      1_500_000_000_000_000_000n,
    ])
    expect(requote.priceImpact).toEqual({
      percent: 7,
      isConfirmationRequired: true,
    })
  })
})

const response = createTestPartnerQuote()
const receivedAtMs = 1_000_000
const shownQuote = normalizeExecutableQuote(response, {
  inputs: {
    chainId: testChainId,
    src: testSellToken,
    dst: testBuyToken,
    amount: response.sellAmount,
  },
  receivedAtMs,
})
const inputs: SwapFlowInputs = {
  chainId: testChainId,
  sellToken: {
    address: testSellToken,
    symbol: 'USDC',
    decimals: 6,
    isNative: false,
  },
  buyToken: {
    address: testBuyToken,
    symbol: 'DAI',
    decimals: 18,
    isNative: false,
  },
  amountWei: 1_000_000n,
  payer: testPayer,
  recipient: testRecipient,
  slippagePercent: '0.5',
}

describe('getReviewQuote', () => {
  test('behavior: Review takes the quote on screen while it is valid, with the safety margin', () => {
    // Valid 30 s from receipt; 5 s are kept for the wallet and the block.
    expect(
      getReviewQuote({ shownQuote, inputs, nowMs: receivedAtMs + 24_000 }),
    ).toEqual({ response, receivedAtMs, isExpired: false })
    expect(
      getReviewQuote({ shownQuote, inputs, nowMs: receivedAtMs + 25_000 }),
    ).toEqual({ response, receivedAtMs, isExpired: true })
  })

  test('behavior: a spent quote, an indicative one or one for other inputs is never taken', () => {
    const nowMs = receivedAtMs + 1_000
    expect(
      getReviewQuote({
        shownQuote: { ...shownQuote, spentAtMs: receivedAtMs },
        inputs,
        nowMs,
      }),
    ).toBeNull()
    expect(
      getReviewQuote({
        shownQuote: { ...shownQuote, partnerResponse: null },
        inputs,
        nowMs,
      }),
    ).toBeNull()
    expect(getReviewQuote({ shownQuote: null, inputs, nowMs })).toBeNull()
    const others: Partial<SwapFlowInputs>[] = [
      { amountWei: 2_000_000n },
      { recipient: testPayer },
      { payer: testRecipient },
      { chainId: 1 },
      { buyToken: { ...inputs.sellToken } },
    ]
    for (const other of others) {
      expect(
        getReviewQuote({ shownQuote, inputs: { ...inputs, ...other }, nowMs }),
      ).toBeNull()
    }
  })
})

describe('getShownFlowQuote', () => {
  test('behavior: a quote whose transaction may be out is spent; one refused in the wallet is not', () => {
    const spent: SwapStatus[] = [
      'pending',
      'confirmed',
      'reverted',
      'cancelled',
    ]
    for (const status of spent) {
      expect(getShownFlowQuote(swapStates[status])).toEqual({
        quote: quote1,
        isSpent: true,
      })
    }
    for (const status of ['ready', 'signing', 'checking'] as const) {
      expect(getShownFlowQuote(swapStates[status])?.isSpent).toBe(false)
    }
    expect(
      getShownFlowQuote({
        ...swapStates.failed,
        failedDuring: 'signing',
        lastQuote: quote0,
      }),
    ).toEqual({ quote: quote0, isSpent: true })
  })

  test('behavior: while re-quoting the card keeps what the person saw; before any quote, nothing', () => {
    expect(getShownFlowQuote(swapStates['re-quoting'])).toEqual({
      quote: quote1,
      isSpent: false,
    })
    expect(getShownFlowQuote(swapStates.idle)).toBeNull()
    expect(getShownFlowQuote(swapStates.quoting)).toBeNull()
    expect(getShownFlowQuote({ ...swapStates.failed, lastQuote: null })).toBe(
      null,
    )
  })
})

const context = {
  inputs,
  api: { baseUrl: '/api' },
  memory: createSwapFlowMemory(),
} as unknown as SwapFlowContext
const key = getExecutableQuoteQueryKey({
  chainId: inputs.chainId,
  src: inputs.sellToken.address,
  dst: inputs.buyToken.address,
  amount: inputs.amountWei,
  payer: inputs.payer,
  recipient: inputs.recipient,
  slippagePercent: inputs.slippagePercent,
  baseUrl: '/api',
})

describe('showFlowQuote', () => {
  test('behavior: the quote the flow holds is the one on screen; once offered to the wallet it is marked spent, not removed', () => {
    const client = new QueryClient()
    const held = createTestExecutableQuote('q7')
    const shown: Quote = normalizeExecutableQuote(held.response, {
      inputs: {
        chainId: inputs.chainId,
        src: inputs.sellToken.address,
        dst: inputs.buyToken.address,
        amount: '1000000',
      },
      receivedAtMs: held.receivedAtMs,
    })
    client.setQueryData(key, shown)
    showFlowQuote(client, context, { ...swapStates.ready, quote: held })
    // The same answer, unspent: the entry is left as it is.
    expect(client.getQueryData(key)).toBe(shown)

    showFlowQuote(client, context, { ...swapStates.pending, quote: held })
    const spent = client.getQueryData<Quote>(key)
    expect(spent?.partnerResponse).toBe(held.response)
    expect(spent?.spentAtMs).toEqual(expect.any(Number))
    // Marked once: a later state keeps the first mark.
    showFlowQuote(client, context, { ...swapStates.confirmed, quote: held })
    expect(client.getQueryData(key)).toBe(spent)
  })

  test('behavior: a quote the flow fetched replaces what the screen had', () => {
    const client = new QueryClient()
    const requote = createTestExecutableQuote('q8', {
      dstAmount: '1900000000000000000',
    })
    showFlowQuote(client, context, {
      ...swapStates['quote-changed'],
      quote: requote,
    })
    const entry = client.getQueryData<Quote>(key)
    expect(entry?.partnerResponse).toBe(requote.response)
    expect(entry?.dstAmount).toBe(1_900_000_000_000_000_000n)
    expect(entry?.spentAtMs).toBeNull()
  })
})
