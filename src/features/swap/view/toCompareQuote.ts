import type {
  CompareNetworkFee,
  ComparePriceImpact,
  CompareQuote,
} from '../../compare'
import type { AppToken } from '../../tokens'
import type { IndicativeRoute } from '../hooks/useIndicativeRoute'
import type { SwapModel } from '../hooks/useSwapModel'
import type { SwapState } from '../lifecycle/types'

const toCompareToken = ({ symbol, decimals, priceUsd }: AppToken) => ({
  symbol,
  decimals,
  priceUsd,
})

/**
 * The gas the checks measured for the flow's quote (the one the card
 * shows while a review is open), once they cleared it; null before.
 */
export function getMeasuredGas(state: SwapState): bigint | null {
  if ('measured' in state) return state.measured.gasUsed
  if ('review' in state) return state.review.measured.gasUsed
  return null
}

/**
 * The route's network fee from the app's own figures: the gas the checks
 * measured, else the quote's estimate, at the network's gas price as the
 * app read it (the quote's where it has none).
 */
function toNetworkFee(
  model: SwapModel,
  measuredGas: bigint | null,
): CompareNetworkFee | null {
  const { quote } = model.quote
  const native = model.nativeToken
  const gas = measuredGas ?? quote?.gasUnits ?? null
  const gasPriceWei = model.gasPriceWei ?? quote?.gasPriceWei ?? null
  if (gas === null || gasPriceWei === null || !native) return null
  return {
    aggregatorGas: gas,
    aggregatorGasSource: measuredGas === null ? 'quote' : 'simulation',
    gasPriceWei,
    gasPriceSource: model.gasPriceWei === null ? 'quote' : 'network',
    native: {
      symbol: native.symbol,
      decimals: native.decimals,
      priceUsd: native.priceUsd,
    },
  }
}

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
  measuredGas: bigint | null = null,
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
    networkFee: toNetworkFee(model, measuredGas),
  }
}
