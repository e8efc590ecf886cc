import { isAddressShape } from '../../../../schema/isAddressShape'
import { isSameAddress } from '../../../lib/addressKey'
import type { AppChain } from '../../chains'
import type { Quote } from '../api/types'
import type { QuoteDetailsViewProps } from '../components/QuoteDetailsView'
import type { SwapModel } from '../hooks/useSwapModel'
import type { SwapState } from '../lifecycle/types'
import type { DescribeQuoteProblemsParameters } from '../quote/describeQuoteProblems'
import { getGasCost } from '../quote/getGasCost'
import { getMinimumReceived } from '../quote/getMinimumReceived'
import { getMidPriceOutput, getPriceImpact } from '../quote/getPriceImpact'
import { getRates } from '../quote/getRates'
import { hasQuoteDetails, type QuoteViewWords } from './toQuoteView'

type Token = { address: `0x${string}`; symbol: string; decimals: number }

function labelFinder(tokens: readonly (Token | null)[]) {
  return (address: string) => {
    if (!isAddressShape(address)) return null
    const token = tokens.find((t) => t && isSameAddress(t.address, address))
    return token ? { symbol: token.symbol, decimals: token.decimals } : null
  }
}

function toGasView(
  model: SwapModel,
  chain: AppChain,
  quote: Quote,
  format: QuoteViewWords['format'],
) {
  const gas = getGasCost({
    gasUnits: quote.gasUnits,
    gasPriceWei: quote.gasPriceWei ?? model.gasPriceWei,
    nativeDecimals: chain.nativeDecimals,
    nativePriceUsd: model.nativeToken?.priceUsd ?? null,
  })
  return (
    gas && {
      nativeText: `${format.tokenAmount(gas.nativeAmount, chain.nativeDecimals)} ${chain.nativeSymbol}`,
      usd: gas.usd,
      isMaximum: quote.isGasPriceMaximum,
    }
  )
}

function toPriceImpact(
  model: SwapModel,
  quote: Quote,
  sellToken: Token & { priceUsd: number | null },
  buyToken: Token & { priceUsd: number | null },
) {
  const amountIn = BigInt(quote.inputs.amount)
  const midPriceOutput =
    quote.routes && model.midPrices
      ? getMidPriceOutput({
          routes: quote.routes,
          amountIn,
          midPrices: model.midPrices,
        })
      : null
  return getPriceImpact({
    amountIn,
    amountOut: quote.dstAmount,
    decimalsIn: sellToken.decimals,
    decimalsOut: buyToken.decimals,
    midPriceOutput,
    priceInUsd: sellToken.priceUsd,
    priceOutUsd: buyToken.priceUsd,
  })
}

/**
 * The quote's details as the card shows them (rate, minimum received,
 * price impact, gas, provenance), null where it has none
 * (hasQuoteDetails). With the card's parts (cardParts.ts): the first
 * screen shows none of it before a quote.
 */
export function toQuoteDetails(
  model: SwapModel,
  chain: AppChain,
  nowMs: number,
  format: QuoteViewWords['format'],
  flowState: SwapState,
): QuoteDetailsViewProps | null {
  const { quote: state, sellToken, buyToken, amount } = model
  const quote = state.quote
  if (
    !hasQuoteDetails(model, flowState) ||
    !quote ||
    !sellToken ||
    !buyToken ||
    amount.status !== 'valid'
  ) {
    return null
  }
  const minimum = getMinimumReceived({
    dstAmount: quote.dstAmount,
    minAmountOut: quote.minAmountOut,
    slippagePercent: model.slippagePercent,
  })
  return {
    isStale: state.isStale,
    sellSymbol: sellToken.symbol,
    buySymbol: buyToken.symbol,
    rates: getRates(
      {
        amountIn: BigInt(quote.inputs.amount),
        amountOut: quote.dstAmount,
        decimalsIn: sellToken.decimals,
        decimalsOut: buyToken.decimals,
      },
      format,
    ),
    minimumReceived: {
      text: `${format.tokenAmount(minimum.amount, buyToken.decimals)} ${buyToken.symbol}`,
      slippagePercent: model.slippagePercent,
    },
    minimumOf: {
      source: minimum.source,
      chain: { id: chain.id, routerAddress: chain.routerAddress },
      flowState,
    },
    priceImpact: toPriceImpact(model, quote, sellToken, buyToken),
    gas: toGasView(model, chain, quote, format),
    provenance: {
      kind: quote.kind,
      blockNumber: quote.blockNumber?.toString() ?? null,
      ageSeconds: Math.max(0, (nowMs - quote.receivedAtMs) / 1000),
      expiresInSeconds:
        quote.expiresAtMs === null ? null : (quote.expiresAtMs - nowMs) / 1000,
    },
    problemsOf: {
      quote,
      labelOf: labelFinder([sellToken, buyToken, model.nativeToken]),
      sellSymbol: sellToken.symbol,
      nativeSymbol: chain.nativeSymbol,
    } satisfies Omit<DescribeQuoteProblemsParameters, 'i18n' | 'format'>,
    routes: quote.routes,
  }
}
