import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Formatters } from '../../../lib/format'
import type { SwapFlowDetailsProps } from '../components/SwapFlowDetails'
import type { GuardCheck } from '../guards/types'
import type { ExecutableQuote, SwapState } from '../lifecycle/types'

const checkNames: Record<GuardCheck, MessageDescriptor> = {
  router: msg`swap router address`,
  chain: msg`wallet network`,
  expired: msg`quote expiry`,
  mismatch: msg`quote matches the form`,
  spender: msg`approval spender`,
  'approval-target': msg`approval token`,
  'approval-selector': msg`approval call`,
  'approval-amount': msg`approval amount`,
  'code-hash': msg`router code fingerprint`,
  simulation: msg`own simulation`,
  calldata: msg`transaction data matches the form`,
  output: msg`simulated amount received`,
  debit: msg`simulated amount leaving your wallet`,
  fees: msg`network fees`,
  'rpc-chain': msg`network node's chain`,
}

const outcomeTitles = {
  pending: msg`Swap submitted`,
  confirmed: msg`Swap confirmed`,
  reverted: msg`Swap failed`,
  cancelled: msg`Swap cancelled`,
} as const

/** The language the details are worded in, and its numbers. */
export type SwapFlowDetailsWords = {
  i18n: I18n
  format: Pick<Formatters, 'tokenAmount'>
}

/** The details panel's props from the flow's state. */
export function toSwapFlowDetails(
  state: SwapState,
  explorerUrl: string | null,
  { i18n, format }: SwapFlowDetailsWords,
): SwapFlowDetailsProps {
  const buyText = (quote: ExecutableQuote, wei: bigint) => {
    const token = quote.response.dstToken
    return token
      ? `${format.tokenAmount(wei, token.decimals)} ${token.symbol}`
      : `${wei}`
  }
  const outputText = (quote: ExecutableQuote) =>
    buyText(quote, BigInt(quote.response.dstAmount))
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
    case 'accepting-simulation-only':
    case 'accepting-token-risk':
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
      return { ...none, failedCheck: i18n._(checkNames[state.check]) }
    case 'pending':
    case 'confirmed':
    case 'reverted':
    case 'cancelled':
      return {
        ...none,
        outcome: {
          title: i18n._(outcomeTitles[state.status]),
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
