import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useConfig } from 'wagmi'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import { useActivityActions } from '../../activity'
import { useSettings } from '../../settings'
import {
  getQuoteExpiryMs,
  QUOTE_SAFETY_MARGIN_MS,
} from '../api/getQuoteExpiryMs'
import type { Quote } from '../api/types'
import type { SwapFlowDetailsProps } from '../components/SwapFlowDetails'
import { useReportSwapEvents } from '../host/useReportSwapEvents'
import { useExecutionReports } from '../reports/ExecutionReportsProvider'
import { getInputsKey } from './getInputsKey'
import { isSwapInFlight } from './isSwapInFlight'
import {
  createSwapFlowMemory,
  type PriceImpactOf,
  type SwapFlowChain,
  type SwapFlowContext,
  type SwapFlowInputs,
  type SwapFlowMemory,
} from './stepTypes'
import { swapActionTable } from './swapActionTable'
import type { ExecutableQuote, SwapEvent, SwapState } from './types'

type UseSwapFlowParameters = {
  chain: SwapFlowChain
  /** Null until the form holds a complete, valid swap with a wallet. */
  inputs: SwapFlowInputs | null
  /** The wallet's current chain, to notice a switch. */
  walletChainId: number | null
  /**
   * The display query's quote for what is on screen now (not a stale one):
   * Review starts from it when it can be signed.
   */
  shownQuote?: Quote | null
  /** A quote's price impact as the card works it out; unknown if absent. */
  priceImpactOf?: PriceImpactOf
  /**
   * The page is visible and in use: only then is an expired quote replaced
   * by itself; otherwise it is shown expired until the person is back.
   */
  isRefreshAllowed?: boolean
}

export type UseSwapFlowReturnType = {
  state: SwapState
  details: SwapFlowDetailsProps | null
  /** The form stays as it is while a transaction is with wallet or chain. */
  isLocked: boolean
  /** Starts a review from idle, else presses the flow's button. */
  act: () => void
  /** Leaves a review that has not sent anything. */
  cancel: (() => void) | null
  /** The wallet is asking to sign for inputs that have changed since (the
   * account switched, or the wallet disconnected): the person should
   * refuse it there; the flow starts over once the wallet answers. */
  isWalletAskingForOldInputs: boolean
}

/** States where a request waits in the wallet, not yet sent. */
const walletAsking = new Set<SwapState['status']>([
  'approving',
  'resetting-allowance',
  'signing',
])

const idle: SwapState = { status: 'idle' }

// What only a started flow needs loads on first use, with one import() per
// module: the machine, the steps (wallet, chain and API calls, and the zod
// contract they need), the details view, and what the flow does with the
// quote on screen (Review's start, the quote written back, spent). Only
// `idle` exists before, and every press waits for the load. The button's
// table loads with the card.
const loadSteps = () =>
  Promise.all([
    import('./transition'),
    import('./runSwapStep'),
    import('./toSwapFlowDetails'),
    import('./screenQuoteSteps'),
  ]).then(
    ([
      { transition },
      { runSwapStep },
      { toSwapFlowDetails },
      { toReviewEvent, showFlowQuote },
    ]) => ({
      transition,
      runSwapStep,
      toSwapFlowDetails,
      toReviewEvent,
      showFlowQuote,
    }),
  )

type Steps = Awaited<ReturnType<typeof loadSteps>>

const unknownImpact: PriceImpactOf = () => null

/**
 * The quote the person is looking at expires: a fresh one is asked, while
 * the page is in use; an idle page waits for the person's return.
 */
function useQuoteExpiry(
  state: SwapState,
  dispatch: (e: SwapEvent) => void,
  isRefreshAllowed: boolean,
) {
  useEffect(() => {
    const waiting = ['ready', 'quote-changed', 'confirming-price-impact']
    if (!isRefreshAllowed) return
    if (!waiting.includes(state.status) || !('quote' in state)) return
    const quote: ExecutableQuote = state.quote
    const expiryMs = getQuoteExpiryMs({
      receivedAtMs: quote.receivedAtMs,
      generatedAt: quote.response.generatedAt,
      expiresAt: quote.response.expiresAt,
      validForSeconds: quote.response.validForSeconds,
    })
    if (expiryMs === null) return
    const delayMs = Math.max(0, expiryMs - QUOTE_SAFETY_MARGIN_MS - Date.now())
    const { inputsKey } = state
    const timer = setTimeout(
      () => dispatch({ type: 'quoteExpired', inputsKey, quoteKey: quote.key }),
      delayMs,
    )
    return () => clearTimeout(timer)
  }, [state, dispatch, isRefreshAllowed])
}

/** A quote refused for budget is asked again when its Retry-After is over. */
function useQuoteWait(state: SwapState, dispatch: (e: SwapEvent) => void) {
  useEffect(() => {
    if (state.status !== 'quoting' && state.status !== 're-quoting') return
    const { retryAtMs, inputsKey } = state
    if (retryAtMs === null) return
    const timer = setTimeout(
      () => dispatch({ type: 'quoteWaitOver', inputsKey }),
      Math.max(0, retryAtMs - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [state, dispatch])
}

/** While the node is not answering, an allowance read is asked again. */
const ALLOWANCE_RETRY_MS = 5_000

function useAllowanceRetry(state: SwapState, dispatch: (e: SwapEvent) => void) {
  useEffect(() => {
    if (state.status !== 'failed') return
    if (state.failedDuring !== 'reading-allowance') return
    if (!state.error.isRetryable) return
    const { inputsKey } = state
    const timer = setTimeout(
      () => dispatch({ type: 'retryRequested', inputsKey }),
      ALLOWANCE_RETRY_MS,
    )
    return () => clearTimeout(timer)
  }, [state, dispatch])
}

function useFlowContext(
  parameters: UseSwapFlowParameters,
  dispatch: (event: SwapEvent) => void,
) {
  const config = useConfig()
  const api = useApiConfig()
  const approvalMode = useSettings((s) => s.approvalMode)
  const activity = useActivityActions()
  const queryClient = useQueryClient()
  const reports = useExecutionReports()
  // What this flow remembers; a second widget on the page has its own.
  const memory = useRef<SwapFlowMemory | null>(null)
  memory.current ??= createSwapFlowMemory()
  const latest = useRef<SwapFlowContext | null>(null)
  latest.current = parameters.inputs
    ? {
        config,
        api,
        approvalMode,
        activity,
        dispatch,
        memory: memory.current,
        chain: parameters.chain,
        inputs: parameters.inputs,
        priceImpactOf: parameters.priceImpactOf ?? unknownImpact,
        queryClient,
        reports,
      }
    : null
  return latest
}

/**
 * After an approval or a swap the chain moved: the balances on screen are
 * read again (RPC). The quote is not: after an approval the flow asks for
 * one itself and shows it, and after a swap the spent quote stays on screen
 * until the person starts another.
 */
function useRefreshAfterChainChange(state: SwapState) {
  const queryClient = useQueryClient()
  const hasMoved =
    ['confirmed', 'reverted', 'cancelled'].includes(state.status) ||
    (state.status === 're-quoting' && state.reason === 'approval')
  useEffect(() => {
    if (!hasMoved) return
    queryClient.invalidateQueries({ queryKey: ['tokens', 'balances'] })
  }, [hasMoved, queryClient])
}

/**
 * The card shows the quote the flow holds (screenQuoteSteps.showFlowQuote),
 * spent once its transaction went to the wallet.
 */
function useShowFlowQuote(
  steps: Steps | null,
  state: SwapState,
  inputsKey: string | null,
  context: { current: SwapFlowContext | null },
) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const current = context.current
    if (!steps || !current) return
    if (!('inputsKey' in state) || state.inputsKey !== inputsKey) return
    steps.showFlowQuote(queryClient, current, state)
  }, [steps, state, inputsKey, context, queryClient])
}

/** Runs each state's step once (StrictMode runs effects twice). */
function useSteps(
  steps: Steps | null,
  state: SwapState,
  inputsKey: string | null,
  context: { current: SwapFlowContext | null },
) {
  const started = useRef(new WeakSet<SwapState>())
  useEffect(() => {
    const current = context.current
    if (!steps || !current || started.current.has(state)) return
    if (!('inputsKey' in state) || state.inputsKey !== inputsKey) return
    started.current.add(state)
    steps.runSwapStep(current, state)?.catch(() => undefined)
  }, [steps, state, inputsKey, context])
}

function toEvent(
  steps: Steps,
  state: SwapState,
  inputsKey: string,
  context: SwapFlowContext,
  shownQuote: Quote | null,
): SwapEvent | null {
  const kind =
    state.status === 'idle' ? 'review' : swapActionTable[state.status].kind
  const about =
    'quote' in state ? { inputsKey, quoteKey: state.quote.key } : null
  switch (kind) {
    case 'review':
      return steps.toReviewEvent(context, inputsKey, shownQuote)
    case 'retry':
      return { type: 'retryRequested', inputsKey }
    case 'new-swap':
      return { type: 'reset' }
    case 'approve':
      return about && { type: 'approvalRequested', ...about }
    case 'accept-quote':
      return about && { type: 'quoteChangeAccepted', ...about }
    case 'confirm-price-impact':
      return about && { type: 'priceImpactAccepted', ...about }
    case 'swap':
      return about && { type: 'swapRequested', ...about }
    default:
      return null
  }
}

/**
 * The swap flow's one effectful hook: the machine decides, this performs
 * what the current state asks for and reports back only through events.
 */
export function useSwapFlow(
  parameters: UseSwapFlowParameters,
): UseSwapFlowReturnType {
  const [steps, setSteps] = useState<Steps | null>(null)
  const [state, dispatch] = useReducer(
    (current: SwapState, event: SwapEvent) =>
      steps ? steps.transition(current, event) : current,
    idle,
  )
  const inputsKey = getInputsKey(parameters.inputs)
  const context = useFlowContext(parameters, dispatch)

  // Fetch the steps as soon as a review is possible.
  useEffect(() => {
    if (inputsKey) loadSteps().then(setSteps, () => undefined)
  }, [inputsKey])

  // Also when a transaction ends: inputs moved meanwhile were held back.
  const isLocked = isSwapInFlight(state)
  useEffect(() => {
    if (!isLocked) dispatch({ type: 'inputsChanged', inputsKey })
  }, [inputsKey, isLocked])

  const { walletChainId } = parameters
  useEffect(() => {
    if (walletChainId !== null) {
      dispatch({ type: 'chainSwitched', chainId: walletChainId })
    }
  }, [walletChainId])

  const { isRefreshAllowed = true, shownQuote = null } = parameters
  useSteps(steps, state, inputsKey, context)
  useQuoteExpiry(state, dispatch, isRefreshAllowed)
  useQuoteWait(state, dispatch)
  useAllowanceRetry(state, dispatch)
  useRefreshAfterChainChange(state)
  useShowFlowQuote(steps, state, inputsKey, context)
  useReportSwapEvents(state)

  const act = useCallback(() => {
    const current = context.current
    if (!inputsKey || !current) return
    // A press moves the flow only once its steps can run.
    loadSteps().then(
      (loaded) => {
        const event = toEvent(loaded, state, inputsKey, current, shownQuote)
        if (!event) return
        setSteps(loaded)
        dispatch(event)
      },
      () => undefined,
    )
  }, [inputsKey, state, context, shownQuote])

  const canCancel =
    state.status !== 'idle' &&
    state.status !== 'confirmed' &&
    !isSwapInFlight(state)
  return {
    state,
    details:
      steps && state.status !== 'idle'
        ? steps.toSwapFlowDetails(state, parameters.chain.explorerUrl)
        : null,
    isLocked,
    act,
    cancel: canCancel ? () => dispatch({ type: 'reset' }) : null,
    isWalletAskingForOldInputs:
      walletAsking.has(state.status) &&
      'inputsKey' in state &&
      state.inputsKey !== inputsKey,
  }
}
