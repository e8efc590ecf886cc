import { describe, expect, test } from 'vitest'
import { normalizeExecutableQuote } from '../api/normalizeQuote'
import {
  createTestPartnerQuote,
  testBuyToken,
  testChainId,
  testPayer,
  testRecipient,
  testSellToken,
} from '../guards/testing/createTestPartnerQuote'
import { getReviewQuote } from './getReviewQuote'
import type { SwapFlowInputs } from './stepTypes'

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
