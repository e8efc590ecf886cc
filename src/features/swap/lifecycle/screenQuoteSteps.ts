// What the flow does with the quote on screen (the display query's entry):
// Review starts from it, and every quote the flow holds is written back to
// it, spent once offered to the wallet. Loaded with the flow's steps.
import type { QueryClient } from '@tanstack/react-query'
import { getExecutableQuoteQueryKey } from '../api/getExecutableQuoteQueryOptions'
import { normalizeExecutableQuote } from '../api/normalizeQuote'
import type { Quote } from '../api/types'
import { getReviewQuote } from './getReviewQuote'
import { getShownFlowQuote } from './getShownFlowQuote'
import type { SwapFlowContext } from './stepTypes'
import { toFlowQuote } from './toFlowQuote'
import type { SwapEvent, SwapState } from './types'

/** Review starts from the quote on screen when it can be signed. */
export function toReviewEvent(
  context: SwapFlowContext,
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
 * Writes the quote the flow holds into the display query's entry for these
 * inputs: the card shows the quote the flow will sign, and, once its
 * transaction went to the wallet, marks it spent (never refreshed by
 * itself: removing observed data would make the screen ask again).
 */
export function showFlowQuote(
  queryClient: QueryClient,
  context: SwapFlowContext,
  state: SwapState,
) {
  const shown = getShownFlowQuote(state)
  if (!shown) return
  const { inputs, api } = context
  const key = getExecutableQuoteQueryKey({
    chainId: inputs.chainId,
    src: inputs.sellToken.address,
    dst: inputs.buyToken.address,
    amount: inputs.amountWei,
    payer: inputs.payer,
    recipient: inputs.recipient,
    slippagePercent: inputs.slippagePercent,
    baseUrl: api.baseUrl,
  })
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
