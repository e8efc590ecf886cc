import type { SwapState, SwapStatus } from './types'

/** A transaction is with the wallet or on its way to a block. */
export const inFlightStatuses: ReadonlySet<SwapStatus> = new Set<SwapStatus>([
  'resetting-allowance',
  'reset-pending',
  'approving',
  'approval-pending',
  'signing',
  'pending',
])

type IsSwapInFlightReturnType = boolean

/**
 * Whether the flow is past the point of no return for now: the form stays
 * locked, and new inputs or a reset wait until the wallet or the chain has
 * answered (dropping the flow would lose track of a transaction).
 */
export function isSwapInFlight(state: SwapState): IsSwapInFlightReturnType {
  return inFlightStatuses.has(state.status)
}
