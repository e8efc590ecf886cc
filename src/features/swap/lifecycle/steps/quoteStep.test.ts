import { describe, expect, test } from 'vitest'
import type { PartnerQuoteResponse } from '../../../../../schema/partner'
import { createMemoryStorage } from '../../../../lib/createMemoryStorage'
import { normalizeExecutableQuote } from '../../api/getExecutableQuoteQueryOptions'
import {
  createTestPartnerQuote,
  testBuyToken,
  testChainId,
  testPayer,
  testRecipient,
  testSellToken,
} from '../../guards/testing/createTestPartnerQuote'
import { SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY } from '../simulationOnlyAcceptance'
import { testFlowInputs } from '../testing/swapFixtures'
import {
  createSwapFlowMemory,
  type SwapFlowInputs,
  type SwapFlowSetup,
} from '../types'
import {
  getReviewQuote,
  toFlowQuote,
  toReviewEvent,
  toSwapPriceImpact,
} from './quoteStep'

describe('toSwapPriceImpact', () => {
  test.each([
    [null, null],
    [Number.NaN, null],
    [0.4, { percent: 0.4, isConfirmationRequired: false }],
    [19.99, { percent: 19.99, isConfirmationRequired: false }],
    [20, { percent: 20, isConfirmationRequired: true }],
  ])('behavior: %s → %j', (percent, expected) => {
    expect(toSwapPriceImpact(percent)).toEqual(expected)
  })

  test('behavior: a confirmation ticked on the card covers about its own loss, not more', () => {
    expect(toSwapPriceImpact(38.5, 38)?.isConfirmationRequired).toBe(false)
    expect(toSwapPriceImpact(45, 38)?.isConfirmationRequired).toBe(true)
  })
})

const toShown = (response: PartnerQuoteResponse, receivedAtMs: number) =>
  normalizeExecutableQuote(response, {
    inputs: {
      chainId: testChainId,
      src: testSellToken,
      dst: testBuyToken,
      amount: response.sellAmount,
    },
    receivedAtMs,
  })

describe('toFlowQuote', () => {
  test('behavior: keys are unique within the flow; the first quote begins the flow, later ones carry its id', () => {
    const memory = createSwapFlowMemory()
    const seen: { amountInWei: bigint; dstAmountWei: bigint }[] = []
    const priceImpactOf = (figures: (typeof seen)[number]) => {
      seen.push(figures)
      return 25
    }
    const first = toFlowQuote({
      shown: toShown(createTestPartnerQuote({ quoteId: 'q_a' }), 5),
      flowQuoteId: null,
      memory,
      priceImpactOf,
    })
    const requote = toFlowQuote({
      shown: toShown(
        createTestPartnerQuote({
          quoteId: 'q_b',
          dstAmount: '1500000000000000000',
        }),
        6,
      ),
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
    // The quote as the card shows it travels with the flow's, unchanged.
    expect(requote.response).toBe(requote.shown.partnerResponse)
    expect(requote.receivedAtMs).toBe(6)
    expect(requote.priceImpact).toEqual({
      percent: 25,
      isConfirmationRequired: true,
    })
  })
})

const response = createTestPartnerQuote()
const receivedAtMs = 1_000_000
const shownQuote = toShown(response, receivedAtMs)
const memory = createSwapFlowMemory()
const inputs = testFlowInputs

describe('getReviewQuote', () => {
  test('behavior: Review takes the quote on screen while it is valid, with the safety margin', () => {
    // Valid 30 s from receipt; 5 s are kept for the wallet and the block.
    expect(
      getReviewQuote({
        shownQuote,
        inputs,
        memory,
        nowMs: receivedAtMs + 24_000,
      }),
    ).toEqual({ shown: shownQuote, isExpired: false })
    expect(
      getReviewQuote({
        shownQuote,
        inputs,
        memory,
        nowMs: receivedAtMs + 25_000,
      }),
    ).toEqual({ shown: shownQuote, isExpired: true })
  })

  test('behavior: a spent quote, an indicative one or one for other inputs is never taken', () => {
    const nowMs = receivedAtMs + 1_000
    const spentBefore = createSwapFlowMemory()
    spentBefore.sentQuotes.add(response)
    expect(
      getReviewQuote({ shownQuote, inputs, memory: spentBefore, nowMs }),
    ).toBeNull()
    expect(
      getReviewQuote({
        shownQuote: { ...shownQuote, partnerResponse: null },
        inputs,
        memory,
        nowMs,
      }),
    ).toBeNull()
    expect(
      getReviewQuote({ shownQuote: null, inputs, memory, nowMs }),
    ).toBeNull()
    const others: Partial<SwapFlowInputs>[] = [
      { amountWei: 2_000_000n },
      { recipient: testPayer },
      { payer: testRecipient },
      { chainId: 1 },
      { buyToken: { ...inputs.sellToken } },
    ]
    for (const other of others) {
      expect(
        getReviewQuote({
          shownQuote,
          inputs: { ...inputs, ...other },
          memory,
          nowMs,
        }),
      ).toBeNull()
    }
  })
})

describe('toReviewEvent', () => {
  /** Storage that lives in the test (the page's localStorage is shared). */
  // Only what Review reads of the flow's setup: the inputs, the memory, the
  // card's price impact and the chain (the rest is for later steps).
  const setup = {
    inputs,
    memory: createSwapFlowMemory(),
    priceImpactOf: () => 0.1,
    acceptedPriceImpactPercent: null,
    chain: { id: testChainId },
  } as unknown as SwapFlowSetup

  test('behavior: the first press goes on, carrying whether simulation-only swaps were accepted on this chain', () => {
    const accepted = createMemoryStorage({
      [SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY]: JSON.stringify({
        state: { acceptedChainIds: [testChainId] },
        version: 1,
      }),
    })
    expect(toReviewEvent(setup, 'k1', null, accepted)).toEqual({
      type: 'reviewRequested',
      inputsKey: 'k1',
      shown: null,
      goingOn: { isSimulationOnlyAccepted: true },
    })
    expect(
      toReviewEvent(setup, 'k1', null, createMemoryStorage()),
    ).toMatchObject({
      goingOn: { isSimulationOnlyAccepted: false },
    })
  })

  test('behavior: the quote on screen rides on the press', () => {
    const event = toReviewEvent(setup, 'k1', shownQuote, createMemoryStorage())
    expect(event).toMatchObject({
      type: 'reviewRequested',
      shown: { quote: { shown: shownQuote } },
      goingOn: { isSimulationOnlyAccepted: false },
    })
  })
})
