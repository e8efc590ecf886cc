import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { AmountAdvice } from '../amount/parseAmountInput'

const advice: Record<
  Exclude<AmountAdvice['kind'], 'tooManyDecimals'>,
  MessageDescriptor
> = {
  exponent: msg`Write the amount in full, without an exponent (1500, not 1.5e3).`,
  negative: msg`The amount cannot be negative.`,
  separator: msg`Use a dot for decimals and no thousands separators.`,
  separatorComma: msg`Use a comma or a dot for decimals and no thousands separators.`,
  ambiguousGrouping: msg`Is the dot a thousands separator? Write the amount without one, with a comma for decimals (1000 or 1,5).`,
  ambiguousGroupingComma: msg`Is the comma a thousands separator? Write the amount without one, with a dot for decimals (1000 or 1.5).`,
  garbage: msg`Enter a number, like 1.5.`,
  tooLarge: msg`This amount is too large.`,
}

function toMessage(amountAdvice: AmountAdvice): MessageDescriptor {
  if (amountAdvice.kind !== 'tooManyDecimals') return advice[amountAdvice.kind]
  const { decimals } = amountAdvice
  return decimals === 0
    ? msg`This token has no decimal places: enter a whole number.`
    : msg`${plural(decimals, {
        one: 'This token has at most # decimal place.',
        other: 'This token has at most # decimal places.',
      })}`
}

/**
 * Why a typed amount is refused, in the person's language: a chunk of its
 * own (scripts/chunks.ts), fetched with the first refusal shown, so the
 * first load carries none of these words.
 */
export function AmountAdviceText({ advice }: { advice: AmountAdvice }) {
  const { i18n } = useLingui()
  return i18n._(toMessage(advice))
}
