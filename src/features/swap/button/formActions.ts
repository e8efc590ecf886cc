import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LocaleFormatters } from '../../../lib/i18n/createLocaleFormatters'
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
  /** The language the button speaks, and its numbers. */
  i18n: I18n
  format: LocaleFormatters
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
  label: MessageDescriptor | ((form: SwapFormContext) => string),
  hint: MessageDescriptor | null = null,
): FormActionRow => ({
  kind: 'none',
  label: (_, form) =>
    typeof label === 'function' ? label(form) : form.i18n._(label),
  hint: (_, { i18n }) => (hint ? i18n._(hint) : null),
})

/**
 * The button while the flow is idle, a row per form state (what stops a
 * review: no wallet, no amount, too little balance…). Once a review
 * starts, flowActions.ts has the rows. The card already shows the quote,
 * so the first press is no separate review: it starts the flow and goes on
 * by itself to the approval or the swap (../lifecycle/README.md), and its
 * words say what it sends.
 */
export const formActions: Record<SwapFormState, FormActionRow> = {
  'select-chain': waiting(msg`Select a network`),
  'chain-disabled': waiting(
    ({ chainName, i18n }) => i18n._(msg`Swaps paused on ${chainName}`),
    msg`The swap service has disabled this network for now. Choose another network.`,
  ),
  'select-sell-token': waiting(msg`Select a token to sell`),
  'select-buy-token': waiting(msg`Select a token to buy`),
  'enter-amount': waiting(msg`Enter an amount`),
  'invalid-amount': waiting(msg`Fix the amount`),
  'no-route': waiting(
    msg`No route for this pair`,
    msg`Try another amount or token.`,
  ),
  'connect-wallet': {
    kind: 'connect-wallet',
    label: (_, { i18n }) => i18n._(msg`Connect wallet`),
    hint: () => null,
  },
  connecting: waiting(msg`Connecting wallet…`),
  'insufficient-balance': waiting(({ sellSymbol, i18n }) =>
    i18n._(msg`Not enough ${sellSymbol}`),
  ),
  'rate-limited': waiting(
    msg`Waiting for the service…`,
    msg`The swap service asked us to slow down; the quote refreshes when the wait is over.`,
  ),
  'quote-failed': waiting(msg`Quote unavailable`),
  'quote-loading': waiting(msg`Getting the best price…`),
  'insufficient-gas': waiting(({ nativeSymbol, i18n }) =>
    i18n._(msg`Not enough ${nativeSymbol} for gas`),
  ),
  'review-with-approval': {
    kind: 'review',
    label: (_, { sellSymbol, i18n }) =>
      i18n._(msg`Approve ${sellSymbol}, then swap`),
    hint: (_, { sellSymbol, i18n }) =>
      i18n._(
        msg`The swap router needs your approval to spend ${sellSymbol}: one transaction to approve, then the swap.`,
      ),
  },
  review: {
    kind: 'review',
    label: (_, { i18n }) => i18n._(msg({ message: 'Swap', context: 'verb' })),
    hint: () => null,
  },
  'wrong-chain': {
    kind: 'switch-chain',
    label: (_, { chainName, i18n }) => i18n._(msg`Switch to ${chainName}`),
    hint: () => null,
  },
}
