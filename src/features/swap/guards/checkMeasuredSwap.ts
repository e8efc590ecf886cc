// Holds the measured swap to what the person sees, whatever the router and
// whatever its calldata says: the payer's sell token falls by exactly the
// amount shown (a debit of 0 is a program spending something else), the
// native coin by the amount shown and a network fee, nothing more, and the
// recipient gets at least the quote less slippage. A service that bends
// calldata it knows we cannot decode (another recipient, three times the
// amount under an old unlimited allowance, another approved token instead
// of the sell token) shows up here as balances that moved the wrong way.
// What the balances cannot name (other tokens, approvals) is read from the
// simulation's logs by checkSwapLogs and checkWatchedTokens.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type Address, isAddressEqual } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { createFormatters } from '../../../lib/format'
import {
  type GuardFailure,
  type GuardWords,
  guardI18n,
  type SwapMeasurement,
} from './types'

type TokenUnit = { address: Address; symbol: string; decimals: number }

export type CheckMeasuredSwapParameters = GuardWords & {
  measurement: SwapMeasurement
  /** What the person sees on screen. */
  expected: {
    sellToken: TokenUnit
    buyToken: TokenUnit
    amountWei: bigint
    payer: Address
    recipient: Address
  }
  nativeCurrency: { symbol: string; decimals: number }
  /** The quote's amount reduced by the slippage: the floor on screen. */
  floorWei: bigint
  /** The quote's own `minAmountOut`; null when it gives none. */
  quoteMinimumWei: bigint | null
}

type BalancesVerdict = { ok: true; receivedWei: bigint } | GuardFailure

/** Amounts in the language of `i18n`, with their symbol or without. */
function amountWriter(i18n: I18n) {
  const format = createFormatters(i18n.locale)
  const number = (wei: bigint, unit: { decimals: number }) =>
    format.tokenAmount(wei, unit.decimals)
  const amountOf = (wei: bigint, unit: { symbol: string; decimals: number }) =>
    `${number(wei, unit)} ${unit.symbol}`
  return { number, amountOf }
}

const refuseBalances = (
  check: 'output' | 'debit',
  reason: string,
  i18n: I18n,
): GuardFailure => ({
  ok: false,
  check,
  message: i18n._(msg`${reason} Nothing was sent to your wallet.`),
})

/** What left the payer beyond what it may: the first such thing, or null. */
function findExcessDebit(
  { measurement, expected, nativeCurrency }: CheckMeasuredSwapParameters,
  i18n: I18n,
): GuardFailure | null {
  const { number, amountOf } = amountWriter(i18n)
  const { before, after, feeAllowanceWei } = measurement
  const { sellToken, buyToken, amountWei } = expected
  const isNativeSell = isAddressEqual(sellToken.address, NATIVE_TOKEN_ADDRESS)
  const isNativeBuy = isAddressEqual(buyToken.address, NATIVE_TOKEN_ADDRESS)
  const isSelf = isAddressEqual(expected.payer, expected.recipient)
  const sellDebitWei = before.payerSellWei - after.payerSellWei
  if (!isNativeSell && sellDebitWei !== amountWei) {
    const taken = amountOf(sellDebitWei, sellToken)
    const swapped = number(amountWei, sellToken)
    return refuseBalances(
      'debit',
      i18n._(
        msg`Simulated, this swap would take ${taken} from your wallet, not the ${swapped} you are swapping.`,
      ),
      i18n,
    )
  }
  const nativeDebitWei = before.payerNativeWei - after.payerNativeWei
  const allowedNativeWei = (isNativeSell ? amountWei : 0n) + feeAllowanceWei
  if (nativeDebitWei > allowedNativeWei) {
    const taken = amountOf(nativeDebitWei, nativeCurrency)
    const fee = amountOf(feeAllowanceWei, nativeCurrency)
    const hasFee = feeAllowanceWei > 0n
    const swapped = number(amountWei, nativeCurrency)
    const symbol = sellToken.symbol
    const reason = isNativeSell
      ? hasFee
        ? i18n._(
            msg`Simulated, this swap would take ${taken} from your wallet, not the ${swapped} you are swapping plus at most ${fee} in network fees.`,
          )
        : i18n._(
            msg`Simulated, this swap would take ${taken} from your wallet, not the ${swapped} you are swapping.`,
          )
      : hasFee
        ? i18n._(
            msg`Simulated, this swap would also take ${taken} from your wallet, more than its network fee can cost (at most ${fee}).`,
          )
        : i18n._(
            msg`Simulated, this swap would also take ${taken} from your wallet, which a swap of ${symbol} does not need.`,
          )
    return refuseBalances('debit', reason, i18n)
  }
  const nativeSpentWei = nativeDebitWei - measurement.feePaidWei
  if (isNativeSell && nativeSpentWei !== amountWei) {
    const taken = amountOf(nativeSpentWei, nativeCurrency)
    const swapped = number(amountWei, nativeCurrency)
    return refuseBalances(
      'debit',
      i18n._(
        msg`Simulated, this swap would take ${taken} from your wallet, not the ${swapped} you are swapping.`,
      ),
      i18n,
    )
  }
  const payerBuyChangeWei = after.payerBuyWei - before.payerBuyWei
  if (!isSelf && !isNativeBuy && payerBuyChangeWei < 0n) {
    const taken = amountOf(-payerBuyChangeWei, buyToken)
    return refuseBalances(
      'debit',
      i18n._(
        msg`Simulated, this swap would also take ${taken} from your wallet.`,
      ),
      i18n,
    )
  }
  return null
}

/**
 * Refuses when the sell token (or the native coin sold) leaves by other
 * than exactly the amount shown, when anything else of the payer's that
 * the app can name (buy token, native coin) leaves beyond the network fee, or when the recipient's credit falls below the floor on screen.
 * Returns the recipient's credit, fees added back where the recipient is the
 * payer receiving the native coin.
 */
export function checkMeasuredSwap(
  parameters: CheckMeasuredSwapParameters,
): BalancesVerdict {
  const { measurement, expected, floorWei, quoteMinimumWei } = parameters
  const { buyToken, payer, recipient } = expected
  const i18n = guardI18n(parameters)
  const { amountOf } = amountWriter(i18n)
  const floor = amountOf(floorWei, buyToken)
  if (quoteMinimumWei !== null && quoteMinimumWei < floorWei) {
    const minimum = amountOf(quoteMinimumWei, buyToken)
    return refuseBalances(
      'output',
      i18n._(
        msg`The quote's own minimum (${minimum}) is below its amount reduced by your slippage (${floor}).`,
      ),
      i18n,
    )
  }
  const excess = findExcessDebit(parameters, i18n)
  if (excess) return excess
  const { before, after, feePaidWei } = measurement
  const isSelf = isAddressEqual(payer, recipient)
  const isNativeBuy = isAddressEqual(buyToken.address, NATIVE_TOKEN_ADDRESS)
  const receivedWei =
    after.recipientBuyWei -
    before.recipientBuyWei +
    (isSelf && isNativeBuy ? feePaidWei : 0n)
  if (receivedWei < floorWei) {
    const received = amountOf(receivedWei, buyToken)
    return refuseBalances(
      'output',
      isSelf
        ? i18n._(
            msg`Simulated, you would receive ${received}, less than the ${floor} the quote promises after your slippage.`,
          )
        : i18n._(
            msg`Simulated, the recipient (${recipient}) would receive ${received}, less than the ${floor} the quote promises after your slippage.`,
          ),
      i18n,
    )
  }
  return { ok: true, receivedWei }
}
