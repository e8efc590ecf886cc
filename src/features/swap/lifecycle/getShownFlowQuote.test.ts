import { describe, expect, test } from 'vitest'
import { getShownFlowQuote } from './getShownFlowQuote'
import { quote0, quote1, swapStates } from './testing/swapFixtures'
import type { SwapStatus } from './types'

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
