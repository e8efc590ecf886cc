import { getSwapFormState, type SwapFormInput } from './getSwapFormState'
import {
  type SwapActionKey,
  type SwapActionKind,
  type SwapActionRow,
  type SwapFormContext,
  swapActionTable,
} from './swapActionTable'
import type { SwapState } from './types'

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

/**
 * What the person can do now: while the flow is idle, what the form allows;
 * then the flow's state. Read through the one table.
 */
export function getSwapAction(
  state: SwapState,
  form: { input: SwapFormInput; context: SwapFormContext },
): SwapAction {
  const key: SwapActionKey =
    state.status === 'idle' ? getSwapFormState(form.input) : state.status
  // The table is keyed by state, so this row takes exactly this state.
  const row = swapActionTable[key] as SwapActionRow
  const hintTone =
    state.status === 'idle'
      ? 'note'
      : alertStatuses.has(state.status)
        ? 'alert'
        : 'status'
  return {
    kind: row.kind,
    label: row.label(state, form.context),
    isDisabled: row.kind === 'none',
    hint: row.hint(state, form.context),
    hintTone,
    chainId:
      state.status === 'wrong-chain'
        ? state.quote.response.chainId
        : (form.input.chain?.id ?? null),
  }
}
