import type { PartnerQuoteResponse } from '../../../../schema/partner'
import type { PriceImpactOf, SwapFlowMemory } from './stepTypes'
import { toSwapPriceImpact } from './toSwapPriceImpact'
import type { ExecutableQuote } from './types'

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
