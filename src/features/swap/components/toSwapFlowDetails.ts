import { formatTokenAmount } from '../../../lib/format'
import type { GuardCheck } from '../guards/types'
import type { ExecutableQuote, SwapState } from '../lifecycle/types'
import type { SwapFlowDetailsProps } from './SwapFlowDetails'

const checkNames: Record<GuardCheck, string> = {
  router: 'swap router address',
  chain: 'wallet network',
  expired: 'quote expiry',
  mismatch: 'quote matches the form',
  spender: 'approval spender',
  'approval-target': 'approval token',
  'approval-selector': 'approval call',
  'approval-amount': 'approval amount',
  'code-hash': 'router code fingerprint',
  simulation: 'own simulation',
  calldata: 'transaction data matches the form',
  output: 'simulated amount received',
  debit: 'simulated amount leaving your wallet',
  fees: 'network fees',
}

function buyText(quote: ExecutableQuote, wei: bigint) {
  const token = quote.response.dstToken
  return token
    ? `${formatTokenAmount(wei, token.decimals)} ${token.symbol}`
    : `${wei}`
}

const outputText = (quote: ExecutableQuote) =>
  buyText(quote, BigInt(quote.response.dstAmount))

const outcomeTitles = {
  pending: 'Swap submitted',
  confirmed: 'Swap confirmed',
  reverted: 'Swap failed',
  cancelled: 'Swap cancelled',
} as const

/** The details panel's props from the flow's state. */
export function toSwapFlowDetails(
  state: SwapState,
  explorerUrl: string | null,
): SwapFlowDetailsProps {
  const none: SwapFlowDetailsProps = {
    quoteChange: null,
    simulation: null,
    failedCheck: null,
    outcome: null,
  }
  switch (state.status) {
    case 'quote-changed':
      return {
        ...none,
        quoteChange: {
          previousText: outputText(state.previousQuote),
          nextText: outputText(state.quote),
        },
      }
    case 'signing':
      return state.simulatedAmountOutWei === null && state.notes.length === 0
        ? none
        : {
            ...none,
            simulation: {
              quotedText: outputText(state.quote),
              simulatedText:
                state.simulatedAmountOutWei === null
                  ? null
                  : buyText(state.quote, state.simulatedAmountOutWei),
              notes: state.notes,
            },
          }
    case 'guard-failed':
      return { ...none, failedCheck: checkNames[state.check] }
    case 'pending':
    case 'confirmed':
    case 'reverted':
    case 'cancelled':
      return {
        ...none,
        outcome: {
          title: outcomeTitles[state.status],
          hash: state.hash,
          receivedText:
            state.status === 'confirmed' && state.receivedAmountWei !== null
              ? buyText(state.quote, state.receivedAmountWei)
              : null,
          explorerTxUrl: explorerUrl ? `${explorerUrl}/tx/${state.hash}` : null,
        },
      }
    default:
      return none
  }
}
