import { useId } from 'react'
import type { SwapButtonState } from '../button/getSwapButtonState'
import {
  type SwapButtonContext,
  swapButtonTable,
} from '../button/swapButtonTable'

export type SwapButtonProps = {
  state: SwapButtonState
  context: SwapButtonContext
  onConnectWallet: () => void
  onSwitchChain: () => void
  /** Starts the review: a fresh executable quote, then approval or swap. */
  onReview: () => void
}

/** The main button: label and action from the table, never a fake swap. */
export function SwapButton({
  state,
  context,
  onConnectWallet,
  onSwitchChain,
  onReview,
}: SwapButtonProps) {
  const id = useId()
  const view = swapButtonTable[state]
  const explanation = view.explanation(context)
  const handlers = {
    'connect-wallet': onConnectWallet,
    'switch-chain': onSwitchChain,
    review: onReview,
    none: undefined,
  }
  const onClick = handlers[view.action]
  return (
    <div className="swap-button-area">
      <button
        type="button"
        className="button-primary button-large"
        disabled={!onClick}
        aria-describedby={explanation ? id : undefined}
        onClick={onClick}
      >
        {view.label(context)}
      </button>
      {explanation ? (
        <p id={id} className="field-note">
          {explanation}
        </p>
      ) : null}
    </div>
  )
}
