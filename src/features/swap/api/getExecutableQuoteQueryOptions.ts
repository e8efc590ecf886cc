// The executable quote: the one a swap signs, asked once a wallet is
// connected (GET /partner/v1/{chainId}/quote). How it is asked and keyed
// (the display query and the swap flow share one cache entry, so the quote
// signed is the quote on screen), how its answer becomes the card's Quote,
// and when it stops being good.
import { queryOptions } from '@tanstack/react-query'
import type { PartnerQuoteResponse } from '../../../../schema/partner'
import { fetchEndpoint } from '../../../lib/apiClient'
import {
  type ExecutableQuoteRequest,
  type GetExecutableQuoteQueryParameters,
  getExecutableQuoteQueryKey,
} from './getExecutableQuoteQueryKey'
import { quoteQueryBehavior } from './quoteQueryBehavior'
import { toDisplayedPartnerQuote } from './toDisplayedQuote'
import type { Quote, QuoteInputs } from './types'

// The key lives in a module of its own, on the first load with the card's.
export { type ExecutableQuoteRequest, getExecutableQuoteQueryKey }

/** Names the flow a re-quote continues (contract 2 with the proxy). */
export const SWAP_FLOW_HEADER = 'X-Swap-Flow'

type FetchExecutableQuoteApi = {
  baseUrl: string
  fetchFn?: typeof fetch
  signal?: AbortSignal
  /**
   * The quoteId a swap flow began with, for a quote that continues it (the
   * re-quote after an approval, the quote fetched to sign after expiry): the
   * proxy may serve it from the budget it keeps for flows already begun.
   */
  flowQuoteId?: string | null
}

/**
 * GET /partner/v1/{chainId}/quote, the one way an executable quote is asked
 * for: by the display query once a wallet is connected, and by the flow
 * when the quote on screen cannot be signed (after an approval, after
 * expiry, after a failed check). Its words pass the display rule here.
 */
export function fetchExecutableQuote(
  request: ExecutableQuoteRequest,
  api: FetchExecutableQuoteApi,
): Promise<PartnerQuoteResponse> {
  return fetchEndpoint({
    id: 'partnerQuote',
    params: { chainId: request.chainId },
    query: {
      src: request.src,
      dst: request.dst,
      amount: request.amount.toString(),
      payer: request.payer,
      recipient: request.recipient,
      slippage: request.slippagePercent,
    },
    signal: api.signal,
    baseUrl: api.baseUrl,
    fetchFn: api.fetchFn,
    ...(api.flowQuoteId
      ? { headers: { [SWAP_FLOW_HEADER]: api.flowQuoteId } }
      : {}),
  }).then(toDisplayedPartnerQuote)
}

/**
 * GET /partner/v1/{chainId}/quote: the quote once a wallet is connected. The
 * swap flow fetches through the same key, so the quote it will sign is the
 * one on screen.
 */
export function getExecutableQuoteQueryOptions(
  parameters: GetExecutableQuoteQueryParameters,
) {
  const { chainId, src, dst, amount } = parameters
  const inputs = { chainId, src, dst, amount: amount.toString() }
  return queryOptions<Quote, Error, Quote>({
    queryKey: getExecutableQuoteQueryKey(parameters),
    queryFn: async ({ signal }) => {
      const response = await fetchExecutableQuote(parameters, {
        baseUrl: parameters.baseUrl,
        fetchFn: parameters.fetchFn,
        signal,
        flowQuoteId: parameters.flowQuoteId,
      })
      return normalizeExecutableQuote(response, {
        inputs,
        receivedAtMs: Date.now(),
      })
    },
    ...quoteQueryBehavior,
  })
}

// The answer as the card holds it ---------------------------------------

type NormalizeContext = { inputs: QuoteInputs; receivedAtMs: number }

const toBigInt = (value: string | undefined | null) =>
  value === undefined || value === null ? null : BigInt(value)

/**
 * A partner answer as the card shows it: figures as bigints, its expiry on
 * the local clock, and the answer itself kept for the swap flow to sign.
 */
export function normalizeExecutableQuote(
  response: PartnerQuoteResponse,
  { inputs, receivedAtMs }: NormalizeContext,
): Quote {
  const { tx } = response
  const isEip1559 = tx.type === 'eip1559' && tx.maxFeePerGas !== undefined
  const generatedAtMs = response.generatedAt
    ? Date.parse(response.generatedAt)
    : null
  return {
    kind: 'executable',
    inputs,
    dstAmount: BigInt(response.dstAmount),
    minAmountOut: toBigInt(response.minAmountOut),
    gasUnits: toBigInt(response.gas ?? response.simulation.gas ?? tx.gas),
    gasPriceWei: toBigInt(isEip1559 ? tx.maxFeePerGas : tx.gasPrice),
    isGasPriceMaximum: isEip1559,
    routes: null,
    // Its words passed the display rule as it arrived (fetchExecutableQuote).
    srcToken: response.srcToken ?? null,
    dstToken: response.dstToken ?? null,
    issues: response.issues,
    validation: response.validation,
    simulationStatus: response.simulationStatus ?? response.simulation.status,
    blockNumber: toBigInt(
      response.quotedAtBlock ??
        response.blockNumber ??
        response.simulation.blockNumber,
    ),
    payer: response.payer,
    recipient: response.recipient,
    quoteId: response.quoteId ?? null,
    receivedAtMs,
    generatedAtMs,
    expiresAtMs: getQuoteExpiryMs({
      receivedAtMs,
      generatedAt: response.generatedAt,
      expiresAt: response.expiresAt,
      validForSeconds: response.validForSeconds,
    }),
    validForSeconds: capValidForSeconds(response.validForSeconds),
    partnerResponse: response,
  }
}

// Its life ----------------------------------------------------------------

/**
 * The longest the app holds a quote to be good, whatever it says. A quote
 * is a price at one block: the reference service gives 30 s, and five
 * minutes is already many blocks on every chain served. A longer life would
 * let a service keep a stale price on screen and put a far deadline in the
 * calldata, so a signed but unmined transaction could still execute long
 * after the market moved (checkSwapCalldata holds the deadline to this).
 */
export const MAX_QUOTE_VALID_FOR_SECONDS = 300

/** `validForSeconds` as the app uses it: at most five minutes. */
export const capValidForSeconds = (validForSeconds: number) =>
  Math.min(validForSeconds, MAX_QUOTE_VALID_FOR_SECONDS)

type GetQuoteExpiryMsParameters = {
  receivedAtMs: number
  generatedAt?: string | undefined
  expiresAt?: string | undefined
  validForSeconds?: number | undefined
}

/**
 * When a quote stops being good, on the local clock: the earlier of
 * `receivedAt + validForSeconds` and `expiresAt`, and never later than
 * `receivedAt` + MAX_QUOTE_VALID_FOR_SECONDS. `expiresAt` is on the
 * server's clock; with `generatedAt` we take only the lifetime it implies,
 * so a skewed local clock cannot stretch or cut it.
 */
export function getQuoteExpiryMs({
  receivedAtMs,
  generatedAt,
  expiresAt,
  validForSeconds,
}: GetQuoteExpiryMsParameters): number | null {
  const candidates: number[] = []
  if (validForSeconds !== undefined) {
    candidates.push(receivedAtMs + capValidForSeconds(validForSeconds) * 1000)
  }
  const expires = expiresAt ? Date.parse(expiresAt) : Number.NaN
  if (Number.isFinite(expires)) {
    const generated = generatedAt ? Date.parse(generatedAt) : Number.NaN
    candidates.push(
      Number.isFinite(generated)
        ? receivedAtMs + Math.max(0, expires - generated)
        : expires,
    )
  }
  if (candidates.length === 0) return null
  return Math.min(
    ...candidates,
    receivedAtMs + MAX_QUOTE_VALID_FOR_SECONDS * 1000,
  )
}
