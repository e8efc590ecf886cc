import { describe, expect, test } from 'vitest'
import type { SwapQuoteState } from '../hooks/useSwapQuote'
import { quote0, quote1, swapStates } from '../lifecycle/testing/swapFixtures'
import { toCardQuote } from './toCardQuote'

const displayed: SwapQuoteState = {
  quote: quote0.shown,
  isStale: true,
  isSpent: false,
  isFetching: false,
  isPaused: false,
  error: null,
  rateLimitedUntilMs: null,
  refreshAtMs: null,
  isRefreshAllowed: true,
  hasInputs: true,
  retry: () => {},
}

describe('toCardQuote', () => {
  test('behavior: with no flow quote the card shows the display query as it is', () => {
    expect(toCardQuote(displayed, swapStates.idle)).toBe(displayed)
    expect(toCardQuote(displayed, swapStates.quoting)).toBe(displayed)
  })

  test('behavior: while the flow holds a quote the card shows it, live, with its own refresh time', () => {
    const card = toCardQuote(displayed, swapStates.ready)
    expect(card.quote).toBe(quote1.shown)
    expect(card).toMatchObject({ isStale: false, isSpent: false })
    expect(card.refreshAtMs).toBe(quote1.shown.receivedAtMs + 25_000)
  })

  test('behavior: once its transaction may be out, the flow quote is spent and never refreshed', () => {
    for (const status of ['pending', 'confirmed', 'reverted'] as const) {
      const card = toCardQuote(displayed, swapStates[status])
      expect(card.quote).toBe(quote1.shown)
      expect(card).toMatchObject({ isSpent: true, refreshAtMs: null })
    }
  })
})
