// The flow's effects, loaded on first use so none of this (nor the zod
// contract it needs) weighs on the first page load.
import { getRetryAtMs } from '../../../lib/getRetryAtMs'
import { getExecutableQuoteQueryOptions } from '../api/getExecutableQuoteQueryOptions'
import { readAllowance, runApproval, trackApproval } from './approvalSteps'
import { toFlowError } from './flowHelpers'
import { runGuards } from './guardSteps'
import type { SwapFlowContext } from './stepTypes'
import { runSigning, trackSwap } from './swapSteps'
import { toFlowQuote } from './toFlowQuote'
import type { ExecutableQuote, SwapState } from './types'

/**
 * A fresh executable quote for exactly these inputs, fetched into the
 * display query's cache entry: the card shows at once the figures the flow
 * will sign. A quote that continues a flow names the quoteId it began with
 * (X-Swap-Flow), so the proxy can serve it from the flow reserve.
 */
async function fetchFlowQuote(
  context: SwapFlowContext,
  flowQuoteId: string | null,
): Promise<ExecutableQuote> {
  const { inputs, api, queryClient } = context
  const quote = await queryClient.fetchQuery({
    ...getExecutableQuoteQueryOptions({
      chainId: inputs.chainId,
      src: inputs.sellToken.address,
      dst: inputs.buyToken.address,
      amount: inputs.amountWei,
      payer: inputs.payer,
      recipient: inputs.recipient,
      slippagePercent: inputs.slippagePercent,
      baseUrl: api.baseUrl,
      fetchFn: api.fetchFn,
      flowQuoteId,
    }),
    // Always a new answer; a refusal is the flow's to handle, not retried.
    staleTime: 0,
    retry: false,
  })
  if (!quote.partnerResponse) throw new Error('The quote has no transaction.')
  return toFlowQuote({
    response: quote.partnerResponse,
    receivedAtMs: quote.receivedAtMs,
    flowQuoteId,
    memory: context.memory,
    priceImpactOf: context.priceImpactOf,
  })
}

async function runQuote(
  context: SwapFlowContext,
  state: Extract<SwapState, { status: 'quoting' | 're-quoting' }>,
) {
  const { inputsKey } = state
  const flowQuoteId =
    state.status === 're-quoting' ? state.previousQuote.flowQuoteId : null
  try {
    const quote = await fetchFlowQuote(context, flowQuoteId)
    const type =
      state.status === 'quoting' ? 'quoteReceived' : 'requoteReceived'
    context.dispatch({ type, quote, inputsKey })
  } catch (error) {
    // Refused for budget: asked again by itself at Retry-After.
    const retryAtMs = getRetryAtMs(error, Date.now())
    context.dispatch(
      retryAtMs === null
        ? { type: 'errorRaised', error: toFlowError(error), inputsKey }
        : { type: 'quoteDeferred', retryAtMs, inputsKey },
    )
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
      // A budget wait first runs out (useSwapFlow), then the quote is asked.
      return state.retryAtMs === null ? runQuote(context, state) : null
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
