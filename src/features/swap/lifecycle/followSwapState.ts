// The step runner: performs what the flow's state asks for and reports back
// only with events. Each step of flowSteps.ts has one file in steps/, found
// here in a table by the step the state belongs to; beside the table, the
// timers a state waits on. Loaded as soon as a review is possible: none of
// it (wallet, chain and API calls, the zod contract they need) weighs on
// the first load.

import { QUOTE_SAFETY_MARGIN_MS } from '../api/getQuoteRefreshAtMs'
import { type FlowStepId, roleOf, stepOf } from './flowSteps'
import { publicClientOf } from './receipt'
import { runAllowanceStep } from './steps/allowanceStep'
import { runApproveStep } from './steps/approveStep'
import { runConfirmStep } from './steps/confirmStep'
import { runQuoteStep } from './steps/quoteStep'
import { runSignStep } from './steps/signStep'
import type {
  SwapEvent,
  SwapFlowContext,
  SwapFlowSetup,
  SwapState,
} from './types'

/** A step's work for a state of its own; null when the state asks none. */
type StepRunner = (
  context: SwapFlowContext,
  state: SwapState,
) => Promise<void> | null

/** Each step's runner, by the step a state belongs to (flowSteps.ts). */
const stepRunners: Record<FlowStepId, StepRunner> = {
  quote: runQuoteStep,
  allowance: runAllowanceStep,
  approve: runApproveStep,
  requote: runQuoteStep,
  sign: runSignStep,
  confirm: runConfirmStep,
}

/**
 * Performs what the state asks for, once, and reports back with events:
 * the work of its step where it waits on the app, the wallet or the chain;
 * nothing where it waits for the person.
 */
function runSwapStep(
  context: SwapFlowContext,
  state: SwapState,
): Promise<void> | null {
  if (roleOf(state.status).waits === 'person') return null
  const step = stepOf(state.status)
  return step === null ? null : stepRunners[step](context, state)
}

// Waiting ----------------------------------------------------------------

/** While the node is not answering, an allowance read is asked again. */
const ALLOWANCE_RETRY_MS = 5_000

/**
 * When the state moves on by itself, and with which event: the quote the
 * person looks at expires (replaced only while the page is in use), a
 * quote refused for budget is asked again at its Retry-After, a failed
 * allowance read is asked again.
 */
function waitFor(
  state: SwapState,
  isRefreshAllowed: boolean,
): { atMs: number; event: SwapEvent } | null {
  switch (state.status) {
    case 'ready':
    case 'quote-changed':
    case 'confirming-price-impact':
    case 'accepting-simulation-only':
    case 'accepting-token-risk': {
      const { quote, inputsKey } = state
      const { expiresAtMs } = quote.shown
      if (!isRefreshAllowed || expiresAtMs === null) return null
      return {
        atMs: expiresAtMs - QUOTE_SAFETY_MARGIN_MS,
        event: { type: 'quoteExpired', inputsKey, quoteKey: quote.key },
      }
    }
    case 'quoting':
    case 're-quoting': {
      const { retryAtMs, inputsKey } = state
      if (retryAtMs === null) return null
      return { atMs: retryAtMs, event: { type: 'quoteWaitOver', inputsKey } }
    }
    case 'failed': {
      const { failedDuring, error, inputsKey } = state
      if (failedDuring !== 'reading-allowance' || !error.isRetryable) {
        return null
      }
      return {
        atMs: Date.now() + ALLOWANCE_RETRY_MS,
        event: { type: 'retryRequested', inputsKey },
      }
    }
    default:
      return null
  }
}

/**
 * After an approval or a swap the chain moved: the balances on screen are
 * read again (RPC), once. The quote is not: after an approval the flow
 * asks for one itself and shows it, and after a swap the spent quote stays
 * on screen until the person starts another.
 */
function refreshAfterChainMoved(context: SwapFlowContext, state: SwapState) {
  const moved =
    state.status === 'confirmed' ||
    state.status === 'reverted' ||
    state.status === 'cancelled'
      ? state.hash
      : state.status === 're-quoting' && state.reason === 'approval'
        ? `approval:${state.previousQuote.key}`
        : null
  if (!moved || context.memory.refreshedAfter.has(moved)) return
  context.memory.refreshedAfter.add(moved)
  context.queryClient.invalidateQueries({ queryKey: ['tokens', 'balances'] })
}

/**
 * Everything the flow does for a state: its step's work (once per state),
 * the balances after the chain moved, and the timer that moves it on by
 * itself; returns what stops that timer.
 */
export function followSwapState(
  setup: SwapFlowSetup,
  state: SwapState,
  { isRefreshAllowed }: { isRefreshAllowed: boolean },
): (() => void) | undefined {
  const context: SwapFlowContext = {
    ...setup,
    publicClient: () => publicClientOf(setup.config, setup.chain.id),
  }
  const { startedStates } = context.memory
  if (!startedStates.has(state)) {
    startedStates.add(state)
    runSwapStep(context, state)?.catch(() => undefined)
  }
  refreshAfterChainMoved(context, state)
  const next = waitFor(state, isRefreshAllowed)
  if (!next) return undefined
  const timer = setTimeout(
    () => context.dispatch(next.event),
    Math.max(0, next.atMs - Date.now()),
  )
  return () => clearTimeout(timer)
}
