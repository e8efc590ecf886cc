// Guards the swap transaction before the wallet is asked to sign it: a quote
// answer tampered on its way (another `tx.to`, another approval target), a
// wallet on the wrong chain, an expired quote, or a quote for something other
// than what the person sees must never reach a signature.
import { type Address, isAddressEqual } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import type { Chain, PartnerQuoteResponse } from '../../../../schema/partner'
import {
  getQuoteExpiryMs,
  QUOTE_SAFETY_MARGIN_MS,
} from '../api/getQuoteExpiryMs'
import type { GuardFailure, GuardResult } from './types'

export type CheckSwapTransactionParameters = {
  quote: PartnerQuoteResponse
  /** The registry's entry for the chain the person chose. */
  registryChain: Pick<Chain, 'chainId' | 'routerAddress'>
  walletChainId: number | null
  /** What the person sees on screen. */
  expected: {
    sellToken: Address
    buyToken: Address
    amountWei: bigint
    payer: Address
    recipient: Address
  }
  nowMs: number
  /** Local time the quote arrived; corrects for a skewed local clock. */
  receivedAtMs?: number
  safetyMarginMs?: number
}

type CheckSwapTransactionReturnType = GuardResult

const fail = (check: GuardFailure['check'], message: string): GuardFailure => ({
  ok: false,
  check,
  message,
})

function checkRouter({
  quote,
  registryChain,
}: CheckSwapTransactionParameters): GuardResult {
  if (quote.chainId !== registryChain.chainId) {
    return fail(
      'router',
      `The quote is for network ${quote.chainId}, but the router was looked up for network ${registryChain.chainId}.`,
    )
  }
  if (!isAddressEqual(quote.tx.to, registryChain.routerAddress)) {
    return fail(
      'router',
      `The swap transaction is addressed to ${quote.tx.to}, not to the swap router registered for this network (${registryChain.routerAddress}). Nothing was sent to your wallet.`,
    )
  }
  const target = quote.allowanceTarget?.address
  if (target && !isAddressEqual(target, registryChain.routerAddress)) {
    return fail(
      'spender',
      `The quote asks to approve ${target}, not the swap router registered for this network (${registryChain.routerAddress}).`,
    )
  }
  return { ok: true }
}

function getDeadlineMs({
  quote,
  receivedAtMs,
}: CheckSwapTransactionParameters): number | null {
  const generatedAtMs = quote.generatedAt ? Date.parse(quote.generatedAt) : NaN
  const anchorMs = receivedAtMs ?? generatedAtMs
  if (Number.isFinite(anchorMs)) {
    return getQuoteExpiryMs({
      receivedAtMs: anchorMs,
      generatedAt: quote.generatedAt,
      expiresAt: quote.expiresAt,
      validForSeconds: quote.validForSeconds,
    })
  }
  const expiresAtMs = quote.expiresAt ? Date.parse(quote.expiresAt) : NaN
  return Number.isFinite(expiresAtMs) ? expiresAtMs : null
}

function checkExpiry(parameters: CheckSwapTransactionParameters): GuardResult {
  const { nowMs, safetyMarginMs = QUOTE_SAFETY_MARGIN_MS } = parameters
  const deadlineMs = getDeadlineMs(parameters)
  if (deadlineMs === null) {
    return fail(
      'expired',
      'The quote carries no time to measure its age against, so it cannot be trusted as current. A fresh quote is needed.',
    )
  }
  if (nowMs + safetyMarginMs >= deadlineMs) {
    return fail(
      'expired',
      'This quote has expired or is about to. A fresh quote is needed.',
    )
  }
  return { ok: true }
}

function checkMatch({
  quote,
  expected,
}: CheckSwapTransactionParameters): GuardResult {
  const mismatch = (what: string) =>
    fail(
      'mismatch',
      `The quote's ${what} is not what you see on screen. A fresh quote is needed.`,
    )
  if (!isAddressEqual(quote.sellToken, expected.sellToken)) {
    return mismatch('token to sell')
  }
  if (!isAddressEqual(quote.buyToken, expected.buyToken)) {
    return mismatch('token to buy')
  }
  if (BigInt(quote.sellAmount) !== expected.amountWei) {
    return mismatch('amount to sell')
  }
  if (!isAddressEqual(quote.payer, expected.payer)) return mismatch('payer')
  if (quote.tx.from && !isAddressEqual(quote.tx.from, expected.payer)) {
    return mismatch('sender')
  }
  if (!isAddressEqual(quote.recipient, expected.recipient)) {
    return mismatch('recipient')
  }
  const isNativeSell = isAddressEqual(expected.sellToken, NATIVE_TOKEN_ADDRESS)
  const valueWei = BigInt(quote.tx.value)
  if (valueWei !== (isNativeSell ? expected.amountWei : 0n)) {
    return fail(
      'mismatch',
      isNativeSell
        ? 'The transaction would send a different amount of the native token than you entered.'
        : 'The transaction would also send native tokens, which this swap does not need.',
    )
  }
  return { ok: true }
}

/**
 * Checks a partner quote's transaction against the chain registry, the
 * wallet, the clock and the screen, in that order: tampering first, then
 * what a switch or a fresh quote can fix.
 */
export function checkSwapTransaction(
  parameters: CheckSwapTransactionParameters,
): CheckSwapTransactionReturnType {
  const router = checkRouter(parameters)
  if (!router.ok) return router
  const { quote, walletChainId } = parameters
  if (walletChainId !== quote.chainId) {
    return fail(
      'chain',
      `Your wallet is on ${walletChainId === null ? 'no network' : `network ${walletChainId}`}, but this quote is for network ${quote.chainId}. Switch networks to continue.`,
    )
  }
  const expiry = checkExpiry(parameters)
  if (!expiry.ok) return expiry
  return checkMatch(parameters)
}
