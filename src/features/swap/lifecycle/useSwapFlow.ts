import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { useApiConfig } from '../../../lib/ApiConfigProvider'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import { useActivityActions } from '../../activity'
import { useSettings } from '../../settings'
import type { Quote } from '../api/types'
import { useExecutionReports } from '../reports/ExecutionReportsProvider'
import { type FlowPress, isSwapInFlight, roleOf } from './flowSteps'
import {
  createSwapFlowMemory,
  type PriceImpactOf,
  type SwapEvent,
  type SwapFlowChain,
  type SwapFlowInputs,
  type SwapFlowMemory,
  type SwapFlowSetup,
  type SwapState,
} from './types'

/** The step runner: loaded as soon as a review is possible. */
const stepRunner = lazyModule(() => import('./followSwapState'))

/** Review's start, from the quote on screen: the quote step's own code. */
const quoteStep = lazyModule(() => import('./steps/quoteStep'))

/** What a press in a review sends: loaded with the steps, since a review
 * is open when the person presses. */
const pressEvents = lazyModule(() => import('./toPressEvent'))

/** The machine: fetched with the step runner, off the first load. Events
 * sent before it arrives wait in the hook's queue (useSwapMachine). */
const machine = lazyModule(() => import('./transition'))

/** The machine's state and its dispatch (useSwapMachine). */
export type SwapMachine = readonly [SwapState, (event: SwapEvent) => void]

type UseSwapFlowParameters = {
  /**
   * The flow's machine, held by the card above the quote it shows: the
   * display quote is held while the machine is not idle.
   */
  machine: SwapMachine
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
   * The impact the person confirmed on the card (ticked before the first
   * press); a quote within it needs no confirmation of its own.
   */
  acceptedPriceImpactPercent?: number | null
  /** The chain's listed tokens, watched by the checks and the floor. */
  watchedTokens?: readonly { address: Address }[] | undefined
  /**
   * The page is visible and in use: only then is an expired quote replaced
   * by itself; otherwise it is shown expired until the person is back.
   */
  isRefreshAllowed?: boolean
}

/** The flow as the card sees it. */
export type SwapFlow = {
  state: SwapState
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

const idle: SwapState = { status: 'idle' }

/** The flow's state, and the events that came before the machine. */
type HeldFlow = { state: SwapState; waiting: readonly SwapEvent[] }

type MachineAction =
  | { kind: 'event'; event: SwapEvent }
  | { kind: 'machine-arrived' }

/**
 * useReducer with a machine that arrives later: until it is here, every
 * event is kept in order; the moment it arrives they are all applied, so
 * none is ever dropped (an event sent before the first screen's machine
 * chunk loaded used to be lost).
 */
export function useSwapMachine(
  isWanted: boolean,
): [SwapState, (event: SwapEvent) => void] {
  const loaded = useLazyModule(machine, isWanted)
  const transition = loaded?.transition ?? null
  const reduce = useCallback(
    (held: HeldFlow, action: MachineAction): HeldFlow => {
      const events =
        action.kind === 'event' ? [...held.waiting, action.event] : held.waiting
      if (!transition) return { state: held.state, waiting: events }
      if (events.length === 0) return held
      return { state: events.reduce(transition, held.state), waiting: [] }
    },
    [transition],
  )
  const [held, send] = useReducer(reduce, { state: idle, waiting: [] })
  useEffect(() => {
    if (transition) send({ kind: 'machine-arrived' })
  }, [transition])
  const dispatch = useCallback(
    (event: SwapEvent) => send({ kind: 'event', event }),
    [],
  )
  return [held.state, dispatch]
}

const unknownImpact: PriceImpactOf = () => null
const noTokens: readonly { address: Address }[] = []

/** One string for every input a quote depends on; a change ends the flow. */
export function getInputsKey(inputs: SwapFlowInputs | null): string | null {
  if (!inputs) return null
  return [
    inputs.chainId,
    inputs.sellToken.address.toLowerCase(),
    inputs.buyToken.address.toLowerCase(),
    inputs.amountWei.toString(),
    inputs.payer.toLowerCase(),
    inputs.recipient.toLowerCase(),
    inputs.slippagePercent,
  ].join('|')
}

function useFlowContext(
  parameters: UseSwapFlowParameters,
  dispatch: (event: SwapEvent) => void,
) {
  const config = useConfig()
  const api = useApiConfig()
  const approvalMode = useSettings((s) => s.approvalMode)
  const { i18n } = useLingui()
  const activity = useActivityActions()
  const queryClient = useQueryClient()
  const reports = useExecutionReports()
  // What this flow remembers; a second widget on the page has its own.
  const memory = useRef<SwapFlowMemory | null>(null)
  memory.current ??= createSwapFlowMemory()
  const latest = useRef<SwapFlowSetup | null>(null)
  latest.current = parameters.inputs
    ? {
        i18n,
        config,
        api,
        approvalMode,
        activity,
        dispatch,
        memory: memory.current,
        chain: parameters.chain,
        inputs: parameters.inputs,
        priceImpactOf: parameters.priceImpactOf ?? unknownImpact,
        acceptedPriceImpactPercent:
          parameters.acceptedPriceImpactPercent ?? null,
        watchedTokens: parameters.watchedTokens ?? noTokens,
        queryClient,
        reports,
      }
    : null
  return latest
}

/**
 * The swap flow's one effectful hook: the machine decides (events sent
 * before its chunk arrives wait for it, useSwapMachine; the card holds it,
 * so the display quote is held while the flow is busy); the step runner
 * performs what the current state asks for and reports back only through
 * events.
 */
export function useSwapFlow(parameters: UseSwapFlowParameters): SwapFlow {
  const inputsKey = getInputsKey(parameters.inputs)
  const [state, dispatch] = parameters.machine
  const context = useFlowContext(parameters, dispatch)
  const runner = useLazyModule(stepRunner, inputsKey !== null)

  // Also when a transaction ends: inputs moved meanwhile were held back.
  const isLocked = isSwapInFlight(state)
  useEffect(() => {
    if (!isLocked) dispatch({ type: 'inputsChanged', inputsKey })
  }, [inputsKey, isLocked, dispatch])

  const { walletChainId } = parameters
  useEffect(() => {
    if (walletChainId !== null) {
      dispatch({ type: 'chainSwitched', chainId: walletChainId })
    }
  }, [walletChainId, dispatch])

  const { isRefreshAllowed = true, shownQuote = null } = parameters
  useEffect(() => {
    const current = context.current
    if (!runner || !current) return
    if (!('inputsKey' in state) || state.inputsKey !== inputsKey) return
    return runner.followSwapState(current, state, { isRefreshAllowed })
  }, [runner, state, inputsKey, context, isRefreshAllowed])

  const act = useCallback(() => {
    const current = context.current
    if (!inputsKey || !current) return
    const { press } = roleOf(state.status) as { press?: FlowPress }
    if (!press) return
    if (press !== 'review') {
      const chainId = current.chain.id
      pressEvents.load().then(
        ({ toPressEvent }) => {
          const event = toPressEvent({
            press,
            state,
            inputsKey,
            chainId,
            acceptedPriceImpactPercent: current.acceptedPriceImpactPercent,
          })
          if (event) dispatch(event)
        },
        () => undefined,
      )
      return
    }
    // Review starts once its steps can run (from the quote on screen).
    quoteStep.load().then(
      ({ toReviewEvent }) =>
        dispatch(toReviewEvent(current, inputsKey, shownQuote)),
      () => undefined,
    )
  }, [inputsKey, state, context, shownQuote, dispatch])

  const canCancel =
    state.status !== 'idle' &&
    state.status !== 'confirmed' &&
    !isSwapInFlight(state)
  return {
    state,
    isLocked,
    act,
    cancel: canCancel ? () => dispatch({ type: 'reset' }) : null,
    isWalletAskingForOldInputs:
      roleOf(state.status).waits === 'wallet' &&
      'inputsKey' in state &&
      state.inputsKey !== inputsKey,
  }
}
