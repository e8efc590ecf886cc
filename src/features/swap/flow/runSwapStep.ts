// The flow's effects, loaded on first use so none of this (nor the zod
// contract it needs) weighs on the first page load.
import type { SwapState } from '../machine/types'
import { readAllowance, runApproval, trackApproval } from './approvalSteps'
import { fetchSwapQuote, toFlowError } from './flowHelpers'
import { runGuards } from './guardSteps'
import { runSigning, trackSwap } from './swapSteps'
import type { SwapFlowContext } from './types'

async function runQuote(
  context: SwapFlowContext,
  state: Extract<SwapState, { status: 'quoting' | 're-quoting' }>,
) {
  const { inputsKey } = state
  try {
    const quote = await fetchSwapQuote(context)
    const type =
      state.status === 'quoting' ? 'quoteReceived' : 'requoteReceived'
    context.dispatch({ type, quote, inputsKey })
  } catch (error) {
    context.dispatch({
      type: 'errorRaised',
      error: toFlowError(error),
      inputsKey,
    })
  }
}

async function runAllowanceRead(
  context: SwapFlowContext,
  state: Extract<SwapState, { status: 'reading-allowance' }>,
) {
  const { inputsKey } = state
  try {
    const read = await readAllowance(context)
    context.dispatch({ type: 'allowanceRead', ...read, inputsKey })
  } catch (error) {
    context.dispatch({
      type: 'errorRaised',
      error: toFlowError(error),
      inputsKey,
    })
  }
}

/** Hashes already followed: an error note on the state must not add one. */
const trackedHashes = new Set<string>()

function once(hash: string, run: () => Promise<void>) {
  const id = hash.toLowerCase()
  if (trackedHashes.has(id)) return null
  trackedHashes.add(id)
  return run()
}

/** Performs what the state asks for, once, and reports back with events. */
export function runSwapStep(
  context: SwapFlowContext,
  state: SwapState,
): Promise<void> | null {
  switch (state.status) {
    case 'quoting':
    case 're-quoting':
      return runQuote(context, state)
    case 'reading-allowance':
      return runAllowanceRead(context, state)
    case 'approving':
    case 'resetting-allowance':
      return runApproval(context, state)
    case 'approval-pending':
    case 'reset-pending':
      return once(state.hash, () => trackApproval(context, state))
    case 'checking':
      return runGuards(context, state)
    case 'signing':
      return runSigning(context, state)
    case 'pending':
      // A replacement is followed by the tracker of the first hash.
      return state.replacedHashes.length === 0
        ? once(state.hash, () => trackSwap(context, state))
        : null
    default:
      return null
  }
}
