import { isAddressEqual } from 'viem'
import type { PartnerQuoteResponse } from '../../../../schema/partner'
import {
  getQuoteExpiryMs,
  QUOTE_SAFETY_MARGIN_MS,
} from '../api/getQuoteExpiryMs'
import type { Quote } from '../api/types'
import type { SwapFlowInputs } from './stepTypes'

type GetReviewQuoteParameters = {
  /** The display query's quote for what is on screen now. */
  shownQuote: Quote | null
  inputs: SwapFlowInputs
  nowMs: number
}

type ReviewQuote = {
  response: PartnerQuoteResponse
  receivedAtMs: number
  /** Past its expiry less the safety margin: a fresh one is asked first. */
  isExpired: boolean
}

/**
 * What Review starts from: the executable quote on screen, when it is for
 * exactly these inputs and its calldata was never offered to the wallet.
 * Then no request is spent at Review; an expired one is asked again (and the
 * answer held to it). Null otherwise: the flow asks for its own.
 */
export function getReviewQuote({
  shownQuote,
  inputs,
  nowMs,
}: GetReviewQuoteParameters): ReviewQuote | null {
  const response = shownQuote?.partnerResponse
  if (!shownQuote || !response || shownQuote.spentAtMs !== null) return null
  const isForInputs =
    response.chainId === inputs.chainId &&
    isAddressEqual(response.sellToken, inputs.sellToken.address) &&
    isAddressEqual(response.buyToken, inputs.buyToken.address) &&
    BigInt(response.sellAmount) === inputs.amountWei &&
    isAddressEqual(response.payer, inputs.payer) &&
    isAddressEqual(response.recipient, inputs.recipient)
  if (!isForInputs) return null
  const expiryMs = getQuoteExpiryMs({
    receivedAtMs: shownQuote.receivedAtMs,
    generatedAt: response.generatedAt,
    expiresAt: response.expiresAt,
    validForSeconds: response.validForSeconds,
  })
  return {
    response,
    receivedAtMs: shownQuote.receivedAtMs,
    isExpired: expiryMs === null || expiryMs - QUOTE_SAFETY_MARGIN_MS <= nowMs,
  }
}
