// The flow's effects, loaded on first use so none of this (nor the zod
// contract it needs) weighs on the first page load.
import { fetchExecutableQuote } from '../api/fetchExecutableQuote'
import { readAllowance, runApproval, trackApproval } from './approvalSteps'
import { toFlowError } from './flowHelpers'
import { runGuards } from './guardSteps'
import type { SwapFlowContext } from './stepTypes'
import { runSigning, trackSwap } from './swapSteps'
import { toSwapPriceImpact } from './toSwapPriceImpact'
import type { ExecutableQuote, SwapState } from './types'

/**
 * A fresh executable quote for exactly these inputs, outside any cache: its
 * calldata is single-use, so it lives only in this flow.
 */
async function fetchFlowQuote(
  context: SwapFlowContext,
): Promise<ExecutableQuote> {
  const { inputs, api, memory } = context
  const response = await fetchExecutableQuote(
    {
      chainId: inputs.chainId,
      src: inputs.sellToken.address,
      dst: inputs.buyToken.address,
      amount: inputs.amountWei,
      payer: inputs.payer,
      recipient: inputs.recipient,
      slippagePercent: inputs.slippagePercent,
    },
    api,
  )
  memory.quoteCount += 1
  return {
    key: `${response.quoteId ?? 'quote'}#${memory.quoteCount}`,
    response,
    receivedAtMs: Date.now(),
    priceImpact: toSwapPriceImpact(context.priceImpactPercent),
  }
}

async function runQuote(
  context: SwapFlowContext,
  state: Extract<SwapState, { status: 'quoting' | 're-quoting' }>,
) {
  const { inputsKey } = state
  try {
    const quote = await fetchFlowQuote(context)
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
    const flowError = toFlowError(error)
    // The node did not answer: the flow asks again by itself (useSwapFlow).
    const { symbol } = context.inputs.sellToken
    const message = flowError.isRetryable
      ? `Your ${symbol} allowance could not be read — the network isn't answering. Trying again by itself…`
      : flowError.message
    context.dispatch({
      type: 'errorRaised',
      error: { ...flowError, message },
      inputsKey,
    })
  }
}

function once(
  { memory }: SwapFlowContext,
  hash: string,
  run: () => Promise<void>,
) {
  const id = hash.toLowerCase()
  const { trackedHashes } = memory
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
      return once(context, state.hash, () => trackApproval(context, state))
    case 'checking':
      return runGuards(context, state)
    case 'signing':
      return runSigning(context, state)
    case 'pending':
      // A replacement is followed by the tracker of the first hash.
      return state.replacedHashes.length === 0
        ? once(context, state.hash, () => trackSwap(context, state))
        : null
    default:
      return null
  }
}
