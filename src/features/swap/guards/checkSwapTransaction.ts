// Guards the swap transaction before the wallet is asked to sign it: a quote
// answer tampered on its way (another `tx.to`, another approval target), a
// wallet on the wrong chain, an expired quote, or a quote for something other
// than what the person sees must never reach a signature.
import { msg } from '@lingui/core/macro'
import { type Address, isAddressEqual } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import type { Chain, PartnerQuoteResponse } from '../../../../schema/partner'
import {
  getQuoteExpiryMs,
  QUOTE_SAFETY_MARGIN_MS,
} from '../api/getQuoteExpiryMs'
import {
  type GuardFailure,
  type GuardResult,
  type GuardWords,
  guardI18n,
} from './types'

export type CheckSwapTransactionParameters = GuardWords & {
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

function checkRouter(parameters: CheckSwapTransactionParameters): GuardResult {
  const { quote, registryChain } = parameters
  const i18n = guardI18n(parameters)
  const quoteChain = String(quote.chainId)
  const routerChain = String(registryChain.chainId)
  const router = registryChain.routerAddress
  if (quote.chainId !== registryChain.chainId) {
    return fail(
      'router',
      i18n._(
        msg`The quote is for network ${quoteChain}, but the router was looked up for network ${routerChain}.`,
      ),
    )
  }
  if (!isAddressEqual(quote.tx.to, registryChain.routerAddress)) {
    const to = quote.tx.to
    return fail(
      'router',
      i18n._(
        msg`The swap transaction is addressed to ${to}, not to the swap router registered for this network (${router}). Nothing was sent to your wallet.`,
      ),
    )
  }
  const target = quote.allowanceTarget?.address
  if (target && !isAddressEqual(target, registryChain.routerAddress)) {
    return fail(
      'spender',
      i18n._(
        msg`The quote asks to approve ${target}, not the swap router registered for this network (${router}).`,
      ),
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
  const i18n = guardI18n(parameters)
  const deadlineMs = getDeadlineMs(parameters)
  if (deadlineMs === null) {
    return fail(
      'expired',
      i18n._(
        msg`The quote carries no time to measure its age against, so it cannot be trusted as current. A fresh quote is needed.`,
      ),
    )
  }
  if (nowMs + safetyMarginMs >= deadlineMs) {
    return fail(
      'expired',
      i18n._(
        msg`This quote has expired or is about to. A fresh quote is needed.`,
      ),
    )
  }
  return { ok: true }
}

const mismatches = {
  sellToken: msg`The quote's token to sell is not what you see on screen. A fresh quote is needed.`,
  buyToken: msg`The quote's token to buy is not what you see on screen. A fresh quote is needed.`,
  amount: msg`The quote's amount to sell is not what you see on screen. A fresh quote is needed.`,
  payer: msg`The quote's payer is not what you see on screen. A fresh quote is needed.`,
  sender: msg`The quote's sender is not what you see on screen. A fresh quote is needed.`,
  recipient: msg`The quote's recipient is not what you see on screen. A fresh quote is needed.`,
} as const

function checkMatch(parameters: CheckSwapTransactionParameters): GuardResult {
  const { quote, expected } = parameters
  const i18n = guardI18n(parameters)
  const mismatch = (what: keyof typeof mismatches) =>
    fail('mismatch', i18n._(mismatches[what]))
  if (!isAddressEqual(quote.sellToken, expected.sellToken)) {
    return mismatch('sellToken')
  }
  if (!isAddressEqual(quote.buyToken, expected.buyToken)) {
    return mismatch('buyToken')
  }
  if (BigInt(quote.sellAmount) !== expected.amountWei) {
    return mismatch('amount')
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
        ? i18n._(
            msg`The transaction would send a different amount of the native token than you entered.`,
          )
        : i18n._(
            msg`The transaction would also send native tokens, which this swap does not need.`,
          ),
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
    const i18n = guardI18n(parameters)
    const quoteChain = String(quote.chainId)
    const walletChain = String(walletChainId)
    return fail(
      'chain',
      walletChainId === null
        ? i18n._(
            msg`Your wallet is on no network, but this quote is for network ${quoteChain}. Switch networks to continue.`,
          )
        : i18n._(
            msg`Your wallet is on network ${walletChain}, but this quote is for network ${quoteChain}. Switch networks to continue.`,
          ),
    )
  }
  const expiry = checkExpiry(parameters)
  if (!expiry.ok) return expiry
  return checkMatch(parameters)
}
