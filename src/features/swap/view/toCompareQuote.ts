import type { ComparePriceImpact, CompareQuote } from '../../compare'
import type { AppToken } from '../../tokens'
import type { IndicativeRoute } from '../hooks/useIndicativeRoute'
import type { SwapModel } from '../hooks/useSwapModel'

const toCompareToken = ({ symbol, decimals, priceUsd }: AppToken) => ({
  symbol,
  decimals,
  priceUsd,
})

/**
 * The quote on screen as the comparison panel takes it: the quote's own
 * inputs (not what is typed now), its output and provenance, its routes, and
 * the price impact this feature measured against the pools' mid prices. A
 * quote without routes (a connected wallet's) borrows those of the
 * indicative quote for the same inputs, when the panel has asked for it.
 */
export function toCompareQuote(
  model: SwapModel,
  priceImpact: ComparePriceImpact | null,
  indicativeRoute: IndicativeRoute | null = null,
): CompareQuote | null {
  const { quote: state, sellToken, buyToken } = model
  const quote = state.quote
  if (!quote || !sellToken || !buyToken) return null
  return {
    chainId: quote.inputs.chainId,
    src: quote.inputs.src,
    dst: quote.inputs.dst,
    amountWei: BigInt(quote.inputs.amount),
    dstAmountWei: quote.dstAmount,
    provenance: {
      blockNumber: quote.blockNumber,
      generatedAtMs: quote.generatedAtMs,
      receivedAtMs: quote.receivedAtMs,
    },
    sellToken: toCompareToken(sellToken),
    buyToken: toCompareToken(buyToken),
    ...(quote.routes === null && indicativeRoute
      ? {
          routes: indicativeRoute.routes,
          routeSource: 'indicative-quote' as const,
          priceImpact: indicativeRoute.priceImpact ?? priceImpact,
        }
      : { routes: quote.routes, routeSource: 'quote' as const, priceImpact }),
    isStale: state.isStale,
    gas: { quote, network: model },
  }
}
