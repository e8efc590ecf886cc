import type { ExecutableQuote, SwapState } from './types'

/**
 * The quote the card shows while a flow holds one (the flow owns it; the
 * card reads it here, and the display query's otherwise), and whether it is
 * spent: its transaction went to the wallet and may have been broadcast
 * (pending, confirmed, reverted, cancelled, or a failure while signing). A
 * quote only offered and refused in the wallet is not spent: it may be
 * offered again.
 */
export function getShownFlowQuote(
  state: SwapState,
): { quote: ExecutableQuote; isSpent: boolean } | null {
  switch (state.status) {
    case 'idle':
    case 'quoting':
      return null
    case 're-quoting':
      return { quote: state.previousQuote, isSpent: false }
    case 'failed':
      return (
        state.lastQuote && {
          quote: state.lastQuote,
          isSpent: state.failedDuring === 'signing',
        }
      )
    case 'pending':
    case 'confirmed':
    case 'reverted':
    case 'cancelled':
      return { quote: state.quote, isSpent: true }
    default:
      return { quote: state.quote, isSpent: false }
  }
}
