import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useConfig, useSwitchChain } from 'wagmi'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import { useActivityActions } from '../../activity'
import { useSettings } from '../../settings'
import type { SwapFlowDetailsProps } from '../components/SwapFlowDetails'
import { useReportSwapEvents } from '../host/useReportSwapEvents'
import type { GetSwapActionReturnType } from '../machine/getSwapAction'
import { isSwapInFlight } from '../machine/isSwapInFlight'
import type { SwapEvent, SwapQuote, SwapState } from '../machine/types'
import { getInputsKey } from './getInputsKey'
import {
  getLoadedSwapFlowModule,
  loadSwapFlowModule,
} from './loadSwapFlowModule'
import type { SwapFlowChain, SwapFlowContext, SwapFlowInputs } from './types'

export type UseSwapFlowParameters = {
  chain: SwapFlowChain
  /** Null until the form holds a complete, valid swap with a wallet. */
  inputs: SwapFlowInputs | null
  priceImpactPercent: number | null
  /** The wallet's current chain, to notice a switch. */
  walletChainId: number | null
}

export type UseSwapFlowReturnType = {
  state: SwapState
  /** The button for the state; null while idle (the form's button shows). */
  action: GetSwapActionReturnType | null
  details: SwapFlowDetailsProps | null
  /** The form stays as it is while a transaction is with wallet or chain. */
  isLocked: boolean
  /** Starts a review from idle, else presses the flow's button. */
  act: () => void
  /** Leaves a review that has not sent anything. */
  cancel: (() => void) | null
}

const idle: SwapState = { status: 'idle' }

/**
 * The machine lives in the flow's lazy chunk; nothing but `idle` exists
 * before it is loaded, and every event is dispatched after the load.
 */
function lazyTransition(state: SwapState, event: SwapEvent): SwapState {
  const module = getLoadedSwapFlowModule()
  return module ? module.transition(state, event) : state
}

function useQuoteExpiry(state: SwapState, dispatch: (e: SwapEvent) => void) {
  useEffect(() => {
    const module = getLoadedSwapFlowModule()
    const waiting = ['ready', 'quote-changed', 'confirming-price-impact']
    if (!module || !waiting.includes(state.status) || !('quote' in state)) {
      return
    }
    const quote: SwapQuote = state.quote
    const expiryMs = module.getQuoteExpiryMs({
      receivedAtMs: quote.receivedAtMs,
      generatedAt: quote.response.generatedAt,
      expiresAt: quote.response.expiresAt,
      validForSeconds: quote.response.validForSeconds,
    })
    if (expiryMs === null) return
    const margin = module.QUOTE_SAFETY_MARGIN_MS
    const delayMs = Math.max(0, expiryMs - margin - Date.now())
    const { inputsKey } = state
    const timer = setTimeout(
      () => dispatch({ type: 'quoteExpired', inputsKey, quoteKey: quote.key }),
      delayMs,
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
  const latest = useRef<SwapFlowContext | null>(null)
  latest.current = parameters.inputs
    ? {
        config,
        api,
        approvalMode,
        activity,
        dispatch,
        chain: parameters.chain,
        inputs: parameters.inputs,
        priceImpactPercent: parameters.priceImpactPercent,
      }
    : null
  return latest
}

/**
 * After an approval or a swap the chain moved: the live quote (its issues
 * and validation) and the balances on screen are asked again.
 */
function useRefreshAfterChainChange(state: SwapState) {
  const queryClient = useQueryClient()
  const hasMoved =
    ['confirmed', 'reverted', 'cancelled'].includes(state.status) ||
    (state.status === 're-quoting' && state.reason === 'approval')
  useEffect(() => {
    if (!hasMoved) return
    queryClient.invalidateQueries({ queryKey: ['quote'] })
    queryClient.invalidateQueries({ queryKey: ['tokens', 'balances'] })
  }, [hasMoved, queryClient])
}

/** Runs each state's step once (StrictMode runs effects twice). */
function useSteps(
  state: SwapState,
  inputsKey: string | null,
  context: { current: SwapFlowContext | null },
) {
  const started = useRef(new WeakSet<SwapState>())
  useEffect(() => {
    const current = context.current
    const module = getLoadedSwapFlowModule()
    if (!current || !module || started.current.has(state)) return
    if (!('inputsKey' in state) || state.inputsKey !== inputsKey) return
    started.current.add(state)
    module.runSwapStep(current, state)?.catch(() => undefined)
  }, [state, inputsKey, context])
}

function toEvent(
  state: SwapState,
  kind: GetSwapActionReturnType['kind'],
  inputsKey: string,
): SwapEvent | null {
  const about =
    'quote' in state ? { inputsKey, quoteKey: state.quote.key } : null
  switch (kind) {
    case 'review':
      return { type: 'reviewRequested', inputsKey }
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
  const [state, dispatch] = useReducer(lazyTransition, idle)
  const inputsKey = getInputsKey(parameters.inputs)
  const context = useFlowContext(parameters, dispatch)
  const switchChain = useSwitchChain()
  const [, setLoaded] = useState(false)

  // Fetch the flow's chunk as soon as a review is possible.
  useEffect(() => {
    if (inputsKey)
      loadSwapFlowModule().then(
        () => setLoaded(true),
        () => {},
      )
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

  useSteps(state, inputsKey, context)
  useQuoteExpiry(state, dispatch)
  useRefreshAfterChainChange(state)
  useReportSwapEvents(state)

  const module = getLoadedSwapFlowModule()
  const action =
    state.status === 'idle' || !module ? null : module.getSwapAction(state)
  const act = useCallback(() => {
    if (!inputsKey) return
    if (state.status === 'wrong-chain') {
      switchChain.mutate({ chainId: state.quote.response.chainId })
      return
    }
    const event = toEvent(state, action?.kind ?? 'review', inputsKey)
    if (event)
      loadSwapFlowModule().then(
        () => dispatch(event),
        () => {},
      )
  }, [action?.kind, inputsKey, state, switchChain])

  const canCancel =
    state.status !== 'idle' &&
    state.status !== 'confirmed' &&
    !isSwapInFlight(state)
  return {
    state,
    action,
    details:
      module && state.status !== 'idle'
        ? module.toSwapFlowDetails(state, parameters.chain.explorerUrl)
        : null,
    isLocked,
    act,
    cancel: canCancel ? () => dispatch({ type: 'reset' }) : null,
  }
}
