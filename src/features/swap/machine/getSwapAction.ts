import {
  type SwapActionKind,
  type SwapActionRow,
  swapActionTable,
} from './swapActionTable'
import type { SwapState } from './types'

export type GetSwapActionReturnType = {
  kind: SwapActionKind
  label: string
  isDisabled: boolean
  hint: string | null
}

/** What the person can do now, read from the state through the table. */
export function getSwapAction(state: SwapState): GetSwapActionReturnType {
  // The table is keyed by status, so this row takes exactly this state.
  const row = swapActionTable[state.status] as SwapActionRow
  return {
    kind: row.kind,
    label: row.label(state),
    isDisabled: row.kind === 'none',
    hint: row.hint(state),
  }
}
