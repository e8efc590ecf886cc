import type { PartnerQuoteResponse } from '../../../../schema/partner'
import type { SwapQuoteResponse } from '../../../../schema/swap'
import { capValidForSeconds, getQuoteExpiryMs } from './getQuoteExpiryMs'
import { toDisplayedRoutes, toDisplayedTokenInfo } from './toDisplayedQuote'
import type { Quote, QuoteInputs } from './types'

type NormalizeContext = { inputs: QuoteInputs; receivedAtMs: number }

const toBigInt = (value: string | undefined | null) =>
  value === undefined || value === null ? null : BigInt(value)

export function normalizeIndicativeQuote(
  response: SwapQuoteResponse,
  { inputs, receivedAtMs }: NormalizeContext,
): Quote {
  return {
    kind: 'indicative',
    inputs,
    dstAmount: BigInt(response.dstAmount),
    minAmountOut: null,
    gasUnits: toBigInt(response.gas),
    gasPriceWei: null,
    isGasPriceMaximum: false,
    routes: response.routes ? toDisplayedRoutes(response.routes) : null,
    srcToken: toDisplayedTokenInfo(response.srcToken) ?? null,
    dstToken: toDisplayedTokenInfo(response.dstToken) ?? null,
    issues: [],
    validation: null,
    simulationStatus: null,
    blockNumber: null,
    payer: null,
    recipient: null,
    quoteId: null,
    receivedAtMs,
    generatedAtMs: null,
    expiresAtMs: null,
    validForSeconds: null,
    partnerResponse: null,
    spentAtMs: null,
  }
}

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
    srcToken: toDisplayedTokenInfo(response.srcToken) ?? null,
    dstToken: toDisplayedTokenInfo(response.dstToken) ?? null,
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
    spentAtMs: null,
  }
}
