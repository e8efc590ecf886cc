import { getQuoteRefreshAtMs } from '../api/getQuoteRefreshAtMs'
import type { SwapQuoteState } from '../hooks/useSwapQuote'
import { getShownFlowQuote } from '../lifecycle/getShownFlowQuote'
import type { SwapState } from '../lifecycle/types'

/**
 * The quote the card shows: the swap flow's while it holds one (the flow
 * owns it, spent or not), the display query's otherwise. The flow's quote
 * is for exactly what is on screen, so it is never stale; a spent one is
 * never refreshed by itself.
 */
export function toCardQuote(
  displayed: SwapQuoteState,
  flowState: SwapState,
): SwapQuoteState {
  const held = getShownFlowQuote(flowState)
  if (!held) return displayed
  const { shown } = held.quote
  return {
    ...displayed,
    quote: shown,
    isStale: false,
    isSpent: held.isSpent,
    refreshAtMs: held.isSpent ? null : getQuoteRefreshAtMs(shown),
  }
}
