import type { FlowPress } from '../lifecycle/flowSteps'
import type { IdleState, SwapState } from '../lifecycle/types'
import type { SwapFormState } from './getSwapFormState'

/**
 * What pressing the button does: nothing, connect, or the flow's press in
 * its state (flowSteps.ts; the flow's hook maps each to one event).
 */
export type SwapActionKind = 'none' | 'connect-wallet' | FlowPress

/** Names the form's state needs; the flow's states carry their own. */
export type SwapFormContext = {
  chainName: string
  sellSymbol: string
  nativeSymbol: string
  /** Local clock, for the countdown of a quote waiting for the budget. */
  nowMs?: number
}

export type SwapActionRow<S extends SwapState = SwapState> = {
  label: (state: S, form: SwapFormContext) => string
  /** A sentence under the button: why it is disabled, or what happened. */
  hint: (state: S, form: SwapFormContext) => string | null
}

/** While the flow is idle the form's row also says what a press does. */
export type FormActionRow = SwapActionRow<IdleState> & { kind: SwapActionKind }

const waiting = (
  label: string | ((form: SwapFormContext) => string),
  hint: string | null = null,
): FormActionRow => ({
  kind: 'none',
  label: (_, form) => (typeof label === 'string' ? label : label(form)),
  hint: () => hint,
})

/**
 * The button while the flow is idle, a row per form state (what stops a
 * review: no wallet, no amount, too little balance…). Once a review
 * starts, flowActions.ts has the rows.
 */
export const formActions: Record<SwapFormState, FormActionRow> = {
  'select-chain': waiting('Select a network'),
  'chain-disabled': waiting(
    ({ chainName }) => `Swaps paused on ${chainName}`,
    'The swap service has disabled this network for now. Choose another network.',
  ),
  'select-sell-token': waiting('Select a token to sell'),
  'select-buy-token': waiting('Select a token to buy'),
  'enter-amount': waiting('Enter an amount'),
  'invalid-amount': waiting('Fix the amount'),
  'no-route': waiting('No route for this pair', 'Try another amount or token.'),
  'connect-wallet': {
    kind: 'connect-wallet',
    label: () => 'Connect wallet',
    hint: () => null,
  },
  connecting: waiting('Connecting wallet…'),
  'insufficient-balance': waiting(
    ({ sellSymbol }) => `Not enough ${sellSymbol}`,
  ),
  'rate-limited': waiting(
    'Waiting for the service…',
    'The swap service asked us to slow down; the quote refreshes when the wait is over.',
  ),
  'quote-failed': waiting('Quote unavailable'),
  'quote-loading': waiting('Getting the best price…'),
  'insufficient-gas': waiting(
    ({ nativeSymbol }) => `Not enough ${nativeSymbol} for gas`,
  ),
  'review-with-approval': {
    kind: 'review',
    label: (_, { sellSymbol }) => `Review: approve ${sellSymbol}, then swap`,
    hint: (_, { sellSymbol }) =>
      `The swap router needs your approval to spend ${sellSymbol}: one transaction to approve, then the swap.`,
  },
  review: { kind: 'review', label: () => 'Review swap', hint: () => null },
  'wrong-chain': {
    kind: 'switch-chain',
    label: (_, { chainName }) => `Switch to ${chainName}`,
    hint: () => null,
  },
}
