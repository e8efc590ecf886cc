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

/**
 * GET /partner/v1/{chainId}/quote, the one way an executable quote is asked
 * for: by the display query once a wallet is connected, and by the flow
 * right before signing. Its words pass the display rule here.
 */
export function fetchExecutableQuote(
  request: ExecutableQuoteRequest,
  api: { baseUrl: string; fetchFn?: typeof fetch; signal?: AbortSignal },
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
  }).then(toDisplayedPartnerQuote)
}
