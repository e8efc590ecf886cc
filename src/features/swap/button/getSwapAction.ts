import { msg } from '@lingui/core/macro'
import type { StateRole } from '../lifecycle/flowSteps'
import type { SwapState, SwapStatus } from '../lifecycle/types'
import type { FlowActions } from './flowActions'
import {
  formActions,
  type SwapActionKind,
  type SwapActionRow,
  type SwapFormContext,
} from './formActions'
import { getSwapFormState, type SwapFormInput } from './getSwapFormState'

export type SwapAction = {
  kind: SwapActionKind
  label: string
  isDisabled: boolean
  hint: string | null
  /** How the hint reads: a note on the form, a step's status, or an alert. */
  hintTone: 'note' | 'status' | 'alert'
  /** For `switch-chain`: the network the wallet must move to. */
  chainId: number | null
}

const alertStatuses = new Set([
  'guard-failed',
  'failed',
  'reverted',
  'cancelled',
  'confirming-price-impact',
])

/** The flow's rows are still on their way (a moment after Review at most). */
const arriving: SwapActionRow = {
  label: (_, { i18n }) => i18n._(msg`One moment…`),
  hint: () => null,
}

/**
 * The button's rows for a review under way and the press of each state
 * (flowSteps.ts's `roleOf`): both loaded once a wallet is connected, so
 * the idle button carries neither.
 */
export type FlowButton = {
  flowActions: FlowActions
  roleOf: (status: SwapStatus) => StateRole
}

/**
 * What the person can do now: while the flow is idle, what the form allows
 * (formActions.ts); then the flow's state (flowActions.ts, null until
 * loaded), whose press flowSteps.ts says.
 */
export function getSwapAction(
  state: SwapState,
  form: { input: SwapFormInput; context: SwapFormContext },
  flow: FlowButton | null,
): SwapAction {
  const formRow =
    state.status === 'idle' ? formActions[getSwapFormState(form.input)] : null
  // The tables are keyed by state, so this row takes exactly this state.
  const row = (formRow ??
    (state.status === 'idle' ? null : flow?.flowActions[state.status]) ??
    arriving) as SwapActionRow
  const role = flow && row !== arriving ? flow.roleOf(state.status) : null
  const kind: SwapActionKind = formRow
    ? formRow.kind
    : role && 'press' in role
      ? role.press
      : 'none'
  const hintTone =
    state.status === 'idle'
      ? 'note'
      : alertStatuses.has(state.status)
        ? 'alert'
        : 'status'
  return {
    kind,
    label: row.label(state, form.context),
    isDisabled: kind === 'none',
    hint: row.hint(state, form.context),
    hintTone,
    chainId:
      state.status === 'wrong-chain'
        ? state.quote.response.chainId
        : (form.input.chain?.id ?? null),
  }
}
