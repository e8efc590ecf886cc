import type { SwapButtonState } from './getSwapButtonState'

export type SwapButtonContext = {
  chainName: string
  sellSymbol: string
  nativeSymbol: string
}

export type SwapButtonAction =
  | 'none'
  | 'connect-wallet'
  | 'switch-chain'
  | 'review'

export type SwapButtonView = {
  label: (context: SwapButtonContext) => string
  action: SwapButtonAction
  /** Why the button is disabled, or what pressing it does; null for none. */
  explanation: (context: SwapButtonContext) => string | null
}

/** Every button state's label and action. Disabled unless it has an action. */
export const swapButtonTable: Record<SwapButtonState, SwapButtonView> = {
  'select-chain': {
    label: () => 'Select a network',
    action: 'none',
    explanation: () => null,
  },
  'chain-disabled': {
    label: ({ chainName }) => `Swaps paused on ${chainName}`,
    action: 'none',
    explanation: () =>
      'The swap service has disabled this network for now. Choose another network.',
  },
  'select-sell-token': {
    label: () => 'Select a token to sell',
    action: 'none',
    explanation: () => null,
  },
  'select-buy-token': {
    label: () => 'Select a token to buy',
    action: 'none',
    explanation: () => null,
  },
  'enter-amount': {
    label: () => 'Enter an amount',
    action: 'none',
    explanation: () => null,
  },
  'invalid-amount': {
    label: () => 'Fix the amount',
    action: 'none',
    explanation: () => null,
  },
  'no-route': {
    label: () => 'No route for this pair',
    action: 'none',
    explanation: () => 'Try another amount or token.',
  },
  'connect-wallet': {
    label: () => 'Connect wallet',
    action: 'connect-wallet',
    explanation: () => null,
  },
  connecting: {
    label: () => 'Connecting wallet…',
    action: 'none',
    explanation: () => null,
  },
  'wrong-chain': {
    label: ({ chainName }) => `Switch to ${chainName}`,
    action: 'switch-chain',
    explanation: () => null,
  },
  'insufficient-balance': {
    label: ({ sellSymbol }) => `Not enough ${sellSymbol}`,
    action: 'none',
    explanation: () => null,
  },
  'rate-limited': {
    label: () => 'Waiting for the service…',
    action: 'none',
    explanation: () =>
      'The swap service asked us to slow down; the quote refreshes when the wait is over.',
  },
  'quote-failed': {
    label: () => 'Quote unavailable',
    action: 'none',
    explanation: () => null,
  },
  'quote-loading': {
    label: () => 'Getting the best price…',
    action: 'none',
    explanation: () => null,
  },
  'insufficient-gas': {
    label: ({ nativeSymbol }) => `Not enough ${nativeSymbol} for gas`,
    action: 'none',
    explanation: () => null,
  },
  'review-with-approval': {
    label: ({ sellSymbol }) => `Review: approve ${sellSymbol}, then swap`,
    action: 'review',
    explanation: ({ sellSymbol }) =>
      `The swap router needs your approval to spend ${sellSymbol}: one transaction to approve, then the swap.`,
  },
  review: {
    label: () => 'Review swap',
    action: 'review',
    explanation: () => null,
  },
}
