import { specMessages } from '../../../../schema/messages'
import { ApiError } from '../../../lib/apiClient'
import type { Formatters } from '../../../lib/format'
import { getUsdValue } from '../../../lib/getUsdValue'
import type { AppChain } from '../../chains'
import type { Quote } from '../api/types'
import type { SwapFormInput } from '../button/getSwapFormState'
import type { QuoteStatus } from '../components/QuoteStatusLine'
import type { SwapModel } from '../hooks/useSwapModel'
import type { SwapState, SwapStatus } from '../lifecycle/types'
import { getGasCost } from '../quote/getGasCost'

export type QuoteView = {
  buyAmountText: string | null
  buyUsd: number | null
  /**
   * The quote has details to show (toQuoteDetails.ts words them, with the
   * card's parts): its rate, minimum, impact, gas.
   */
  hasDetails: boolean
  /** The gas's USD value among the details, for the note on old prices. */
  gasUsd: number | null
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

/**
 * Whether the quote on screen has details to show: a quote for a complete
 * form, not yet history (after a confirmed swap its rate and "valid 29 s
 * more" are past: the success state shows what happened).
 */
export function hasQuoteDetails(
  { quote, sellToken, buyToken, amount }: SwapModel,
  flowState: SwapState,
): boolean {
  return (
    flowState.status !== 'confirmed' &&
    quote.quote !== null &&
    sellToken !== null &&
    buyToken !== null &&
    amount.status === 'valid'
  )
}

/** As toQuoteDetails.ts's gas row: the only figure of the details the
 * card needs before its parts arrive. */
function toGasUsd(model: SwapModel, chain: AppChain, quote: Quote) {
  return (
    getGasCost({
      gasUnits: quote.gasUnits,
      gasPriceWei: quote.gasPriceWei ?? model.gasPriceWei,
      nativeDecimals: chain.nativeDecimals,
      nativePriceUsd: model.nativeToken?.priceUsd ?? null,
    })?.usd ?? null
  )
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
  const hasDetails = hasQuoteDetails(model, flowState)
  return {
    buyAmountText:
      quote && buyToken
        ? format.tokenAmount(quote.dstAmount, buyToken.decimals)
        : null,
    buyUsd:
      quote && buyToken
        ? getUsdValue(quote.dstAmount, buyToken.decimals, buyToken.priceUsd)
        : null,
    hasDetails,
    gasUsd: hasDetails && quote ? toGasUsd(model, chain, quote) : null,
    status: toStatus(model, nowMs, { flowStatus, isPageHidden }),
    button: toButtonQuote(model),
  }
}
