import { isAddress, isAddressEqual } from 'viem'
import { specMessages } from '../../../../schema/messages'
import { ApiError } from '../../../lib/apiClient'
import type { Formatters } from '../../../lib/format'
import { getUsdValue } from '../../../lib/getUsdValue'
import type { AppChain } from '../../chains'
import type { Quote } from '../api/types'
import type { SwapFormInput } from '../button/getSwapFormState'
import type { QuoteDetailsViewProps } from '../components/QuoteDetailsView'
import type { QuoteStatus } from '../components/QuoteStatusLine'
import type { SwapModel } from '../hooks/useSwapModel'
import type { SwapState, SwapStatus } from '../lifecycle/types'
import type { DescribeQuoteProblemsParameters } from '../quote/describeQuoteProblems'
import { getGasCost } from '../quote/getGasCost'
import { getMinimumReceived } from '../quote/getMinimumReceived'
import { getMidPriceOutput, getPriceImpact } from '../quote/getPriceImpact'
import { getRates } from '../quote/getRates'

export type QuoteView = {
  buyAmountText: string | null
  buyUsd: number | null
  details: QuoteDetailsViewProps | null
  status: QuoteStatus
  button: SwapFormInput['quote']
}

const idle: SwapState = { status: 'idle' }

/** Flow states where the quote on screen is live and may expire. */
const liveFlowStatuses: readonly SwapStatus[] = [
  'ready',
  'quote-changed',
  'confirming-price-impact',
  'accepting-simulation-only',
  'accepting-token-risk',
]

/** The view's numbers, in the page's locale (its words are the parts'). */
export type QuoteViewWords = {
  format: Pick<Formatters, 'tokenAmount'>
}

type ViewContext = {
  /**
   * The swap flow's state: whether a review holds the quote, and what holds
   * its minimum.
   */
  flowState: SwapState
  /** Out of sight: a due refresh reads as paused, not expired. */
  isPageHidden: boolean
}

/** What the status line reads of the flow: whether a review holds it. */
type StatusContext = Pick<ViewContext, 'isPageHidden'> & {
  flowStatus: SwapStatus
}

function toLiveStatus(
  model: SwapModel,
  nowMs: number,
  { isPageHidden }: StatusContext,
): QuoteStatus {
  const { quote } = model
  if (quote.refreshAtMs === null) return { kind: 'idle' }
  const seconds = (quote.refreshAtMs - nowMs) / 1000
  if (seconds <= 0) {
    // Due: asked at once on a page in use (offline, TanStack holds it).
    return quote.isRefreshAllowed || isPageHidden
      ? { kind: 'paused' }
      : { kind: 'expired' }
  }
  return {
    kind: 'live',
    refreshInSeconds: seconds,
    periodSeconds: quote.quote
      ? (quote.refreshAtMs - quote.quote.receivedAtMs) / 1000
      : undefined,
  }
}

/**
 * While a swap flow holds the quote it speaks for it (its button and
 * steps); the line says only what the quote itself is doing.
 */
function toHeldStatus(
  model: SwapModel,
  nowMs: number,
  context: StatusContext,
): QuoteStatus {
  const { flowStatus } = context
  // Done: the success state speaks; the spent quote has nothing to add.
  if (flowStatus === 'confirmed') return { kind: 'idle' }
  if (model.quote.isSpent) return { kind: 'spent' }
  if (flowStatus === 'quoting' || flowStatus === 're-quoting') {
    return { kind: 'refreshing' }
  }
  return liveFlowStatuses.includes(flowStatus)
    ? toLiveStatus(model, nowMs, context)
    : { kind: 'idle' }
}

function toStatus(
  model: SwapModel,
  nowMs: number,
  context: StatusContext,
): QuoteStatus {
  const { quote } = model
  if (!quote.hasInputs) return { kind: 'idle' }
  if (context.flowStatus !== 'idle') {
    return toHeldStatus(model, nowMs, context)
  }
  if (quote.rateLimitedUntilMs !== null) {
    return {
      kind: 'rate-limited',
      retryInSeconds: (quote.rateLimitedUntilMs - nowMs) / 1000,
    }
  }
  if (quote.isPaused) return { kind: 'paused' }
  if (quote.error) return { kind: 'error', error: quote.error }
  if (quote.isFetching) {
    return quote.quote && !quote.isStale
      ? { kind: 'refreshing' }
      : { kind: 'loading' }
  }
  if (quote.isSpent && !quote.isStale) return { kind: 'spent' }
  return toLiveStatus(model, nowMs, context)
}

function toButtonQuote(model: SwapModel): SwapFormInput['quote'] {
  const { quote } = model
  const error = quote.error
  const isNoRoute =
    error instanceof ApiError && error.message === specMessages.noRoute
  const status: SwapFormInput['quote']['status'] =
    quote.rateLimitedUntilMs !== null
      ? 'rate-limited'
      : error
        ? 'error'
        : quote.quote === null
          ? 'loading'
          : quote.isStale || quote.isFetching || quote.isSpent
            ? 'stale'
            : 'ready'
  return {
    status,
    isNoRoute,
    issueCodes: (quote.quote?.issues ?? []).flatMap((issue) =>
      issue.code ? [issue.code] : [],
    ),
  }
}

type Token = { address: `0x${string}`; symbol: string; decimals: number }

function labelFinder(tokens: readonly (Token | null)[]) {
  return (address: string) => {
    if (!isAddress(address, { strict: false })) return null
    const token = tokens.find((t) => t && isAddressEqual(t.address, address))
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

function toDetails(
  model: SwapModel,
  chain: AppChain,
  nowMs: number,
  format: QuoteViewWords['format'],
  flowState: SwapState,
): QuoteDetailsViewProps | null {
  const { quote: state, sellToken, buyToken, amount } = model
  const quote = state.quote
  if (!quote || !sellToken || !buyToken || amount.status !== 'valid') {
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

/**
 * What the quote part of the card shows, from the model at `nowMs`; the
 * swap flow's status says whether a review holds the quote; `words` give
 * its numbers' locale.
 */
export function toQuoteView(
  model: SwapModel,
  chain: AppChain,
  nowMs: number,
  { format }: QuoteViewWords,
  context: Partial<ViewContext> = {},
): QuoteView {
  const { flowState = idle, isPageHidden = false } = context
  const flowStatus = flowState.status
  const quote = model.quote.quote
  const buyToken = model.buyToken
  return {
    buyAmountText:
      quote && buyToken
        ? format.tokenAmount(quote.dstAmount, buyToken.decimals)
        : null,
    buyUsd:
      quote && buyToken
        ? getUsdValue(quote.dstAmount, buyToken.decimals, buyToken.priceUsd)
        : null,
    // After a confirmed swap its quote's details (the rate, "valid 29 s
    // more") are history: the success state shows what happened.
    details:
      flowStatus === 'confirmed'
        ? null
        : toDetails(model, chain, nowMs, format, flowState),
    status: toStatus(model, nowMs, { flowStatus, isPageHidden }),
    button: toButtonQuote(model),
  }
}
