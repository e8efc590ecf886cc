// The step runner: performs what the flow's state asks for, step by step
// in flowSteps.ts's order, and reports back only with events; it also
// keeps the timers a state waits on and shows the quote the flow holds.
// Loaded as soon as a review is possible: none of it (wallet, chain and API
// calls, the zod contract they need) weighs on the first load.

import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { isAddressEqual } from 'viem'
import { getConnection } from 'wagmi/actions'
import type { PartnerQuoteResponse } from '../../../../schema/partner'
import { getRetryAtMs } from '../../../lib/getRetryAtMs'
import { toUserError } from '../../../lib/toUserError'
import {
  getExecutableQuoteQueryKey,
  getExecutableQuoteQueryOptions,
  getQuoteExpiryMs,
  normalizeExecutableQuote,
} from '../api/executableQuote'
import { QUOTE_SAFETY_MARGIN_MS } from '../api/quoteRefresh'
import type { Quote } from '../api/types'
import { checkSwap } from '../guards/checkSwap'
import { roleOf, stepOf } from './flowSteps'
import { runAllowanceRead, runApproval, trackApproval } from './runApproval'
import {
  buildSendTransactionParameters,
  publicClientOf,
  runSigning,
  trackSwap,
} from './runSwap'
import type {
  CheckingState,
  ExecutableQuote,
  PriceImpactOf,
  SwapEvent,
  SwapFlowContext,
  SwapFlowInputs,
  SwapFlowMemory,
  SwapFlowSetup,
  SwapState,
} from './types'

// The quote step ---------------------------------------------------------

/** Above this price impact the person confirms explicitly (anchors: 3–5%). */
export const PRICE_IMPACT_CONFIRM_PERCENT = 5

/** The quote's price impact as the machine holds it; null when unknown. */
export function toSwapPriceImpact(
  percent: number | null,
): ExecutableQuote['priceImpact'] {
  if (percent === null || !Number.isFinite(percent)) return null
  return {
    percent,
    isConfirmationRequired: percent > PRICE_IMPACT_CONFIRM_PERCENT,
  }
}

type ToFlowQuoteParameters = {
  response: PartnerQuoteResponse
  receivedAtMs: number
  /** The quoteId the flow began with; null for a flow's first quote. */
  flowQuoteId: string | null
  memory: SwapFlowMemory
  priceImpactOf: PriceImpactOf
}

/**
 * A partner answer as the flow holds it: keyed uniquely within the flow,
 * its price impact from its own figures (never the figures of the quote
 * shown before it), and the quoteId the flow began with.
 */
export function toFlowQuote({
  response,
  receivedAtMs,
  flowQuoteId,
  memory,
  priceImpactOf,
}: ToFlowQuoteParameters): ExecutableQuote {
  memory.quoteCount += 1
  const percent = priceImpactOf({
    amountInWei: BigInt(response.sellAmount),
    dstAmountWei: BigInt(response.dstAmount),
  })
  return {
    key: `${response.quoteId ?? 'quote'}#${memory.quoteCount}`,
    response,
    receivedAtMs,
    priceImpact: toSwapPriceImpact(percent),
    flowQuoteId: flowQuoteId ?? response.quoteId ?? null,
    acceptedQuote: null,
  }
}

const toQueryInputs = ({ inputs, api }: SwapFlowSetup) => ({
  chainId: inputs.chainId,
  src: inputs.sellToken.address,
  dst: inputs.buyToken.address,
  amount: inputs.amountWei,
  payer: inputs.payer,
  recipient: inputs.recipient,
  slippagePercent: inputs.slippagePercent,
  baseUrl: api.baseUrl,
})

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
        ? {
            type: 'errorRaised',
            error: toUserError(error, context.i18n),
            inputsKey,
          }
        : { type: 'quoteDeferred', retryAtMs, inputsKey },
    )
  }
}

type GetReviewQuoteParameters = {
  /** The display query's quote for what is on screen now. */
  shownQuote: Quote | null
  inputs: SwapFlowInputs
  nowMs: number
}

/**
 * What Review starts from: the executable quote on screen, when it is for
 * exactly these inputs and its calldata was never offered to the wallet.
 * Then no request is spent at Review; an expired one is asked again (and
 * the answer held to it). Null otherwise: the flow asks for its own.
 */
export function getReviewQuote({
  shownQuote,
  inputs,
  nowMs,
}: GetReviewQuoteParameters): {
  response: PartnerQuoteResponse
  receivedAtMs: number
  /** Past its expiry less the safety margin: a fresh one is asked first. */
  isExpired: boolean
} | null {
  const response = shownQuote?.partnerResponse
  if (!shownQuote || !response || shownQuote.spentAtMs !== null) return null
  const isForInputs =
    response.chainId === inputs.chainId &&
    isAddressEqual(response.sellToken, inputs.sellToken.address) &&
    isAddressEqual(response.buyToken, inputs.buyToken.address) &&
    BigInt(response.sellAmount) === inputs.amountWei &&
    isAddressEqual(response.payer, inputs.payer) &&
    isAddressEqual(response.recipient, inputs.recipient)
  if (!isForInputs) return null
  const expiryMs = getQuoteExpiryMs({
    receivedAtMs: shownQuote.receivedAtMs,
    generatedAt: response.generatedAt,
    expiresAt: response.expiresAt,
    validForSeconds: response.validForSeconds,
  })
  return {
    response,
    receivedAtMs: shownQuote.receivedAtMs,
    isExpired: expiryMs === null || expiryMs - QUOTE_SAFETY_MARGIN_MS <= nowMs,
  }
}

/** Review starts from the quote on screen when it can be signed. */
export function toReviewEvent(
  context: SwapFlowSetup,
  inputsKey: string,
  shownQuote: Quote | null,
): SwapEvent {
  const review = getReviewQuote({
    shownQuote,
    inputs: context.inputs,
    nowMs: Date.now(),
  })
  const shown = review && {
    quote: toFlowQuote({
      response: review.response,
      receivedAtMs: review.receivedAtMs,
      flowQuoteId: null,
      memory: context.memory,
      priceImpactOf: context.priceImpactOf,
    }),
    isExpired: review.isExpired,
  }
  return { type: 'reviewRequested', inputsKey, shown }
}

/**
 * The quote the card shows while a flow holds it, and whether it is spent:
 * its transaction went to the wallet and may have been broadcast (pending,
 * confirmed, reverted, cancelled, or a failure while signing). A quote only
 * offered and refused in the wallet is not spent: it may be offered again.
 */
export function getShownFlowQuote(
  state: SwapState,
): { quote: ExecutableQuote; isSpent: boolean } | null {
  switch (state.status) {
    case 'idle':
    case 'quoting':
      return null
    case 're-quoting':
      return { quote: state.previousQuote, isSpent: false }
    case 'failed':
      return (
        state.lastQuote && {
          quote: state.lastQuote,
          isSpent: state.failedDuring === 'signing',
        }
      )
    case 'pending':
    case 'confirmed':
    case 'reverted':
    case 'cancelled':
      return { quote: state.quote, isSpent: true }
    default:
      return { quote: state.quote, isSpent: false }
  }
}

/**
 * Writes the quote the flow holds into the display query's entry for these
 * inputs: the card shows the quote the flow will sign, and, once its
 * transaction went to the wallet, marks it spent (never refreshed by
 * itself: removing observed data would make the screen ask again).
 */
export function showFlowQuote(
  queryClient: QueryClient,
  context: SwapFlowSetup,
  state: SwapState,
) {
  const shown = getShownFlowQuote(state)
  if (!shown) return
  const { inputs } = context
  const key = getExecutableQuoteQueryKey(toQueryInputs(context))
  queryClient.setQueryData<Quote>(key, (current) => {
    const { quote, isSpent } = shown
    const isSame = current?.partnerResponse === quote.response
    if (isSame && (!isSpent || current.spentAtMs !== null)) return current
    const base = isSame
      ? current
      : normalizeExecutableQuote(quote.response, {
          inputs: {
            chainId: inputs.chainId,
            src: inputs.sellToken.address,
            dst: inputs.buyToken.address,
            amount: inputs.amountWei.toString(),
          },
          receivedAtMs: quote.receivedAtMs,
        })
    return isSpent && base.spentAtMs === null
      ? { ...base, spentAtMs: Date.now() }
      : base
  })
}

// The checks ------------------------------------------------------------

/**
 * The sign step's checks, between "Swap" and the wallet: the guards'
 * verdict on exactly what the wallet will be asked to sign
 * (../guards/checkSwap.ts, checkSwap), told to the machine. A quote
 * already offered to the wallet is never offered again.
 */
async function runChecks(context: SwapFlowContext, state: CheckingState) {
  const { dispatch, inputs, chain } = context
  const about = { inputsKey: state.inputsKey, quoteKey: state.quote.key }
  if (context.memory.sentQuoteKeys.has(state.quote.key)) {
    const message = context.i18n._(
      msg`This quote was already offered to your wallet.`,
    )
    dispatch({ type: 'guardsFailed', check: 'expired', message, ...about })
    return
  }
  try {
    const quote = state.quote.response
    const verdict = await checkSwap({
      i18n: context.i18n,
      chain,
      client: context.publicClient,
      verifiedRouters: context.memory.verifiedRouters,
      walletChainId: getConnection(context.config).chainId ?? null,
      quote,
      receivedAtMs: state.quote.receivedAtMs,
      signed: buildSendTransactionParameters(quote.tx),
      expected: inputs,
    })
    if (!verdict.ok) {
      const { check, message } = verdict
      dispatch({ type: 'guardsFailed', check, message, ...about })
      return
    }
    const { simulatedAmountOutWei, notes, isGasFromWallet } = verdict
    dispatch({
      type: 'guardsPassed',
      simulatedAmountOutWei,
      notes,
      isGasFromWallet,
      ...about,
    })
  } catch (error) {
    const { inputsKey } = state
    dispatch({
      type: 'errorRaised',
      error: toUserError(error, context.i18n),
      inputsKey,
    })
  }
}

// The runner -----------------------------------------------------------

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

/** The quote step, and the re-quote's: after a budget wait runs out. */
function quoteStep(context: SwapFlowContext, state: SwapState) {
  if (state.status !== 'quoting' && state.status !== 're-quoting') return null
  // A budget wait first runs out (waitFor), then the quote is asked.
  return state.retryAtMs === null ? runQuote(context, state) : null
}

function allowanceStep(context: SwapFlowContext, state: SwapState) {
  return state.status === 'reading-allowance'
    ? runAllowanceRead(context, state)
    : null
}

function approveStep(context: SwapFlowContext, state: SwapState) {
  switch (state.status) {
    case 'approving':
    case 'resetting-allowance':
      return runApproval(context, state)
    case 'approval-pending':
    case 'reset-pending':
      return once(context, state.hash, () => trackApproval(context, state))
    default:
      return null
  }
}

function signStep(context: SwapFlowContext, state: SwapState) {
  if (state.status === 'checking') return runChecks(context, state)
  if (state.status === 'signing') return runSigning(context, state)
  return null
}

function confirmStep(context: SwapFlowContext, state: SwapState) {
  // A replacement is followed by the tracker of the first hash.
  return state.status === 'pending' && state.replacedHashes.length === 0
    ? once(context, state.hash, () => trackSwap(context, state))
    : null
}

/**
 * Performs what the state asks for, once, and reports back with events:
 * the work of its step (flowSteps.ts) where it waits on the app, the
 * wallet or the chain; nothing where it waits for the person.
 */
export function runSwapStep(
  context: SwapFlowContext,
  state: SwapState,
): Promise<void> | null {
  if (roleOf(state.status).waits === 'person') return null
  const step = stepOf(state.status)
  switch (step) {
    case 'quote':
    case 'requote':
      return quoteStep(context, state)
    case 'allowance':
      return allowanceStep(context, state)
    case 'approve':
      return approveStep(context, state)
    case 'sign':
      return signStep(context, state)
    case 'confirm':
      return confirmStep(context, state)
    case null:
      return null
    default: {
      const unknown: never = step
      return unknown
    }
  }
}

// Waiting ----------------------------------------------------------------

/** While the node is not answering, an allowance read is asked again. */
export const ALLOWANCE_RETRY_MS = 5_000

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
    case 'confirming-price-impact': {
      if (!isRefreshAllowed) return null
      const { quote, inputsKey } = state
      const expiryMs = getQuoteExpiryMs({
        receivedAtMs: quote.receivedAtMs,
        generatedAt: quote.response.generatedAt,
        expiresAt: quote.response.expiresAt,
        validForSeconds: quote.response.validForSeconds,
      })
      if (expiryMs === null) return null
      return {
        atMs: expiryMs - QUOTE_SAFETY_MARGIN_MS,
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
 * the quote it holds on screen, the balances after the chain moved, and
 * the timer that moves it on by itself; returns what stops that timer.
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
  showFlowQuote(context.queryClient, context, state)
  refreshAfterChainMoved(context, state)
  const next = waitFor(state, isRefreshAllowed)
  if (!next) return undefined
  const timer = setTimeout(
    () => context.dispatch(next.event),
    Math.max(0, next.atMs - Date.now()),
  )
  return () => clearTimeout(timer)
}
