import {
  BaseError,
  type Hash,
  type Hex,
  type PublicClient,
  UserRejectedRequestError,
} from 'viem'
import { getPublicClient } from 'wagmi/actions'
import type { ExecutionStatus } from '../../../../schema/partner'
import { fetchEndpoint } from '../../../lib/apiClient'
import { toUserError } from '../../../lib/toUserError'
import { toExecutionReport } from '../guards/toExecutionReport'
import type { SwapQuote } from '../machine/types'
import { toSwapPriceImpact } from './toSwapPriceImpact'
import type { SwapFlowContext } from './types'

let quoteSerial = 0

/**
 * Quotes whose calldata went to the wallet and may have been broadcast: it
 * is never offered again; the next attempt signs a fresh quote.
 */
export const sentQuoteKeys = new Set<string>()

export function publicClientOf({
  config,
  chain,
}: SwapFlowContext): PublicClient {
  const client = getPublicClient(config, { chainId: chain.id })
  if (!client) throw new Error(`No RPC for network ${chain.id}.`)
  return client as PublicClient
}

export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 10 && current; depth++) {
    if (current instanceof UserRejectedRequestError) return true
    if ((current as { code?: unknown }).code === 4001) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

export const toFlowError = (error: unknown) => toUserError(error)

/**
 * A fresh executable quote for exactly these inputs, outside any cache: its
 * calldata is single-use, so it lives only in this flow.
 */
export async function fetchSwapQuote(
  context: SwapFlowContext,
): Promise<SwapQuote> {
  const { inputs, api, priceImpactPercent } = context
  const response = await fetchEndpoint({
    id: 'partnerQuote',
    params: { chainId: inputs.chainId },
    query: {
      src: inputs.sellToken.address,
      dst: inputs.buyToken.address,
      amount: inputs.amountWei.toString(),
      payer: inputs.payer,
      recipient: inputs.recipient,
      slippage: inputs.slippagePercent,
    },
    baseUrl: api.baseUrl,
    fetchFn: api.fetchFn,
  })
  quoteSerial += 1
  return {
    key: `${response.quoteId ?? 'quote'}#${quoteSerial}`,
    response,
    receivedAtMs: Date.now(),
    priceImpact: toSwapPriceImpact(priceImpactPercent),
  }
}

/** Best effort: never awaited by the UI, errors swallowed, never retried. */
export function reportExecution(
  context: SwapFlowContext,
  quote: SwapQuote,
  hash: Hash,
  status: ExecutionStatus,
  reason?: string | null,
) {
  const body = toExecutionReport({
    quoteId: quote.response.quoteId,
    chainId: quote.response.chainId,
    hash,
    status,
    reason,
  })
  if (!body) return
  fetchEndpoint({
    id: 'executions',
    body,
    baseUrl: context.api.baseUrl,
    fetchFn: context.api.fetchFn,
  }).catch(() => undefined)
}

/** The revert data carried somewhere in viem's error chain, if any. */
export function findRevertData(error: unknown): Hex | null {
  if (!(error instanceof BaseError)) return null
  const found = error.walk(
    (e) =>
      typeof (e as { data?: unknown }).data === 'string' &&
      ((e as { data: string }).data as string).startsWith('0x'),
  ) as { data?: Hex } | null
  return found?.data ?? null
}

export function shortMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : 'unknown error'
}
