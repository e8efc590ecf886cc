// What a press of the main button sends to the machine once a review is
// open. A press that starts the checks says whether the person accepted,
// on this chain, swaps cleared by simulation alone; the press that accepts
// it records the acceptance first. Loaded with the steps, off the first
// screen.
import { isPriceImpactAccepted } from '../quote/gradePriceImpact'
import type { FlowPress } from './flowSteps'
import {
  isSimulationOnlyAccepted,
  recordSimulationOnlyAccepted,
} from './simulationOnlyAcceptance'
import type { SwapEvent, SwapState } from './types'

type ToPressEventParameters = {
  press: Exclude<FlowPress, 'review'>
  state: SwapState
  inputsKey: string
  /** The quote's chain: where an acceptance is kept. */
  chainId: number
  /** The impact the person ticked a confirmation for on the card. */
  acceptedPriceImpactPercent?: number | null
  storage?: Storage
}

/** The event a press sends in this state; null when it sends none. */
export function toPressEvent({
  press,
  state,
  inputsKey,
  chainId,
  acceptedPriceImpactPercent = null,
  storage = localStorage,
}: ToPressEventParameters): SwapEvent | null {
  const about =
    'quote' in state ? { inputsKey, quoteKey: state.quote.key } : null
  switch (press) {
    case 'retry':
      return { type: 'retryRequested', inputsKey }
    case 'new-swap':
      return { type: 'reset' }
    case 'approve':
      return about && { type: 'approvalRequested', ...about }
    case 'accept-quote':
      return about && { type: 'quoteChangeAccepted', ...about }
    case 'confirm-price-impact':
      return (
        about && {
          type: 'priceImpactAccepted',
          ...about,
          isSimulationOnlyAccepted: isSimulationOnlyAccepted(chainId, storage),
        }
      )
    case 'accept-simulation-only':
      if (!about) return null
      recordSimulationOnlyAccepted(chainId, storage)
      return { type: 'simulationOnlyAccepted', ...about }
    case 'accept-token-risk':
      return about && { type: 'tokenRiskAccepted', ...about }
    case 'swap':
      return (
        about && {
          type: 'swapRequested',
          ...about,
          isSimulationOnlyAccepted: isSimulationOnlyAccepted(chainId, storage),
          // A quote fetched before the tick (a re-quote after a change)
          // is covered by it when the tick names about its loss.
          isPriceImpactAccepted:
            'quote' in state &&
            state.quote.priceImpact !== null &&
            isPriceImpactAccepted(
              state.quote.priceImpact.percent,
              acceptedPriceImpactPercent,
            ),
        }
      )
    case 'switch-chain':
      return null
    default: {
      const unknown: never = press
      return unknown
    }
  }
}
