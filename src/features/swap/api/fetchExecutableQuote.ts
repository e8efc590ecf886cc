import type { Address } from 'viem'
import type { PartnerQuoteResponse } from '../../../../schema/partner'
import { fetchEndpoint } from '../../../lib/apiClient'
import { toDisplayedPartnerQuote } from './toDisplayedQuote'

/** What an executable quote is asked for: the swap exactly as signed. */
export type ExecutableQuoteRequest = {
  chainId: number
  src: Address
  dst: Address
  amount: bigint
  payer: Address
  recipient: Address
  /** Percent as the API takes it, "0.5". */
  slippagePercent: string
}

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
