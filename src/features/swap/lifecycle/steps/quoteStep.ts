// The quote step, and the re-quote's: the executable quote the flow holds.
// Review starts from the quote on screen when it can be signed (no
// request); otherwise the flow asks, through the display query's cache
// entry, so a request already on its way for the same inputs is shared.
// Each quote becomes the flow's ExecutableQuote once, as it arrives.

import { isAddressEqual } from 'viem'
import { getRetryAtMs } from '../../../../lib/getRetryAtMs'
import { toUserError } from '../../../../lib/toUserError'
import { getExecutableQuoteQueryOptions } from '../../api/getExecutableQuoteQueryOptions'
import { QUOTE_SAFETY_MARGIN_MS } from '../../api/getQuoteRefreshAtMs'
import type { Quote } from '../../api/types'
import { isPriceImpactAccepted } from '../../quote/gradePriceImpact'
import { isSimulationOnlyAccepted } from '../simulationOnlyAcceptance'
import type {
  ExecutableQuote,
  PriceImpactOf,
  SwapEvent,
  SwapFlowContext,
  SwapFlowInputs,
  SwapFlowMemory,
  SwapFlowSetup,
  SwapState,
} from '../types'

/** The quote step reads the inputs and asks through the app's cache. */
type QuoteStepContext = Pick<
  SwapFlowContext,
  | 'inputs'
  | 'api'
  | 'queryClient'
  | 'memory'
  | 'priceImpactOf'
  | 'acceptedPriceImpactPercent'
  | 'dispatch'
  | 'i18n'
>

/**
 * The quote's price impact as the machine holds it; null when unknown.
 * Above the ceiling (../../quote/gradePriceImpact.ts) it needs a
 * confirmation, unless the person ticked one on the card for about this
 * loss before the review: then the first press was already gated by it.
 */
export function toSwapPriceImpact(
  percent: number | null,
  acceptedPercent: number | null = null,
): ExecutableQuote['priceImpact'] {
  if (percent === null || !Number.isFinite(percent)) return null
  return {
    percent,
    isConfirmationRequired: !isPriceImpactAccepted(percent, acceptedPercent),
  }
}

type ToFlowQuoteParameters = {
  /** The executable quote as the card shows it, its answer kept inside. */
  shown: Quote
  /** The quoteId the flow began with; null for a flow's first quote. */
  flowQuoteId: string | null
  memory: SwapFlowMemory
  priceImpactOf: PriceImpactOf
  /** The impact the person confirmed on the card; null when none. */
  acceptedPriceImpactPercent?: number | null
}

/**
 * A quote as the flow holds it: keyed uniquely within the flow, its price
 * impact from its own figures (never the figures of the quote shown before
 * it), and the quoteId the flow began with.
 */
export function toFlowQuote({
  shown,
  flowQuoteId,
  memory,
  priceImpactOf,
  acceptedPriceImpactPercent = null,
}: ToFlowQuoteParameters): ExecutableQuote {
  const response = shown.partnerResponse
  if (!response) throw new Error('The quote has no transaction.')
  memory.quoteCount += 1
  const percent = priceImpactOf({
    amountInWei: BigInt(response.sellAmount),
    dstAmountWei: BigInt(response.dstAmount),
  })
  return {
    key: `${response.quoteId ?? 'quote'}#${memory.quoteCount}`,
    shown,
    response,
    receivedAtMs: shown.receivedAtMs,
    priceImpact: toSwapPriceImpact(percent, acceptedPriceImpactPercent),
    flowQuoteId: flowQuoteId ?? response.quoteId ?? null,
    acceptedQuote: null,
  }
}

/**
 * A fresh executable quote for exactly these inputs. A quote that
 * continues a flow names the quoteId it began with (X-Swap-Flow), so the
 * proxy can serve it from the flow reserve.
 */
async function fetchFlowQuote(
  context: QuoteStepContext,
  flowQuoteId: string | null,
): Promise<ExecutableQuote> {
  const { inputs, api, queryClient } = context
  const shown = await queryClient.fetchQuery({
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
  return toFlowQuote({
    shown,
    flowQuoteId,
    memory: context.memory,
    priceImpactOf: context.priceImpactOf,
    acceptedPriceImpactPercent: context.acceptedPriceImpactPercent,
  })
}

async function runQuote(
  context: QuoteStepContext,
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

/** The quote step: asked at once, or once a budget wait ran out. */
export function runQuoteStep(context: QuoteStepContext, state: SwapState) {
  if (state.status !== 'quoting' && state.status !== 're-quoting') return null
  return state.retryAtMs === null ? runQuote(context, state) : null
}

type GetReviewQuoteParameters = {
  /** The display query's quote for what is on screen now. */
  shownQuote: Quote | null
  inputs: SwapFlowInputs
  memory: Pick<SwapFlowMemory, 'sentQuotes'>
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
  memory,
  nowMs,
}: GetReviewQuoteParameters): {
  shown: Quote
  /** Past its expiry less the safety margin: a fresh one is asked first. */
  isExpired: boolean
} | null {
  const response = shownQuote?.partnerResponse
  if (!shownQuote || !response || memory.sentQuotes.has(response)) return null
  const isForInputs =
    response.chainId === inputs.chainId &&
    isAddressEqual(response.sellToken, inputs.sellToken.address) &&
    isAddressEqual(response.buyToken, inputs.buyToken.address) &&
    BigInt(response.sellAmount) === inputs.amountWei &&
    isAddressEqual(response.payer, inputs.payer) &&
    isAddressEqual(response.recipient, inputs.recipient)
  if (!isForInputs) return null
  const { expiresAtMs } = shownQuote
  return {
    shown: shownQuote,
    isExpired:
      expiresAtMs === null || expiresAtMs - QUOTE_SAFETY_MARGIN_MS <= nowMs,
  }
}

/**
 * Review starts from the quote on screen when it can be signed, and goes on
 * by itself to the approval or the swap (the first press of the main
 * button): it carries what the swap press would read, whether the person
 * accepted simulation-only swaps on this chain.
 */
export function toReviewEvent(
  context: SwapFlowSetup,
  inputsKey: string,
  shownQuote: Quote | null,
  storage: Storage = localStorage,
): SwapEvent {
  const review = getReviewQuote({
    shownQuote,
    inputs: context.inputs,
    memory: context.memory,
    nowMs: Date.now(),
  })
  const shown = review && {
    quote: toFlowQuote({
      shown: review.shown,
      flowQuoteId: null,
      memory: context.memory,
      priceImpactOf: context.priceImpactOf,
      acceptedPriceImpactPercent: context.acceptedPriceImpactPercent,
    }),
    isExpired: review.isExpired,
  }
  const goingOn = {
    isSimulationOnlyAccepted: isSimulationOnlyAccepted(
      context.chain.id,
      storage,
    ),
  }
  return { type: 'reviewRequested', inputsKey, shown, goingOn }
}
