// The quote is for what the person sees: tokens, amount, payer, sender,
// recipient and the native value. A quote for anything else never reaches
// a signature; a fresh one is needed.
import { msg } from '@lingui/core/macro'
import { isAddressEqual } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import {
  fail,
  type GuardResult,
  guardI18n,
  type QuoteCheckParameters,
} from './types'

const mismatches = {
  sellToken: msg`The quote's token to sell is not what you see on screen. A fresh quote is needed.`,
  buyToken: msg`The quote's token to buy is not what you see on screen. A fresh quote is needed.`,
  amount: msg`The quote's amount to sell is not what you see on screen. A fresh quote is needed.`,
  payer: msg`The quote's payer is not what you see on screen. A fresh quote is needed.`,
  sender: msg`The quote's sender is not what you see on screen. A fresh quote is needed.`,
  recipient: msg`The quote's recipient is not what you see on screen. A fresh quote is needed.`,
} as const

function findMismatch({
  quote,
  expected,
}: QuoteCheckParameters): keyof typeof mismatches | null {
  if (!isAddressEqual(quote.sellToken, expected.sellToken)) return 'sellToken'
  if (!isAddressEqual(quote.buyToken, expected.buyToken)) return 'buyToken'
  if (BigInt(quote.sellAmount) !== expected.amountWei) return 'amount'
  if (!isAddressEqual(quote.payer, expected.payer)) return 'payer'
  if (quote.tx.from && !isAddressEqual(quote.tx.from, expected.payer)) {
    return 'sender'
  }
  if (!isAddressEqual(quote.recipient, expected.recipient)) return 'recipient'
  return null
}

export function checkQuoteMatchesScreen(
  parameters: QuoteCheckParameters,
): GuardResult {
  const { quote, expected } = parameters
  const i18n = guardI18n(parameters)
  const mismatch = findMismatch(parameters)
  if (mismatch) return fail('mismatch', i18n._(mismatches[mismatch]))
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
