import { describe, expect, test } from 'vitest'
import { createTestPartnerQuote } from '../guards/testing/createTestPartnerQuote'
import { createSwapFlowMemory } from './stepTypes'
import { toFlowQuote } from './toFlowQuote'

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
