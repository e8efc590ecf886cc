import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { maxUint256, parseUnits } from 'viem'

/** Why a typed amount is refused. */
export type AmountInputProblem =
  | 'exponent'
  | 'negative'
  | 'separator'
  | 'ambiguousGrouping'
  | 'garbage'
  | 'tooLarge'
  | 'tooManyDecimals'

export type ParseAmountInputReturnType =
  | { status: 'empty' }
  | { status: 'zero' }
  | { status: 'valid'; amount: bigint }
  | {
      status: 'invalid'
      problem: AmountInputProblem
      /** Why, in the catalogue's words: shown with `i18n._(message)`. */
      message: MessageDescriptor
    }

export const amountMessages = {
  exponent: msg`Write the amount in full, without an exponent (1500, not 1.5e3).`,
  negative: msg`The amount cannot be negative.`,
  separator: msg`Use a dot for decimals and no thousands separators.`,
  separatorComma: msg`Use a comma or a dot for decimals and no thousands separators.`,
  ambiguousGrouping: msg`Is the dot a thousands separator? Write the amount without one, with a comma for decimals (1000 or 1,5).`,
  garbage: msg`Enter a number, like 1.5.`,
  tooLarge: msg`This amount is too large.`,
  tooManyDecimals: (decimals: number): MessageDescriptor =>
    decimals === 0
      ? msg`This token has no decimal places: enter a whole number.`
      : msg`${plural(decimals, {
          one: 'This token has at most # decimal place.',
          other: 'This token has at most # decimal places.',
        })}`,
} as const

/** The locale's decimal and grouping symbols (Intl's, for any locale). */
function getSeparators(locale: string) {
  let parts: Intl.NumberFormatPart[]
  try {
    parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
  } catch {
    parts = []
  }
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  }
}

function invalid(
  problem: AmountInputProblem,
  message: MessageDescriptor,
): ParseAmountInputReturnType {
  return { status: 'invalid', problem, message }
}

/** Characters people type between digits. */
const separatorPattern = /[.,\s'’_]/

/**
 * The text with its decimal mark as a dot, or why it cannot be read. A dot
 * is a decimal point in every locale, and the locale's own decimal
 * separator (the comma in de) is one too. Thousands separators are refused,
 * never guessed away; where the locale groups with a dot (de: 1.234,5), a
 * dot followed by exactly three digits after a non-zero whole part
 * ("1.000") could be either, so it is refused rather than read as 1.
 */
function toDotDecimal(
  text: string,
  locale: string,
): { text: string } | { problem: AmountInputProblem } {
  const { decimal, group } = getSeparators(locale)
  const marks = decimal === '.' ? ['.'] : ['.', decimal]
  const separators = [...text].filter((char) => separatorPattern.test(char))
  const isNumberLike = [...text].every(
    (char) => /\d/.test(char) || separatorPattern.test(char),
  )
  if (!isNumberLike || separators.length === 0) return { text }
  if (separators.some((char) => !marks.includes(char))) {
    return { problem: 'separator' }
  }
  const [mark = '.'] = separators
  if (separators.some((char) => char !== mark)) return { problem: 'separator' }
  if (separators.length > 1) {
    return { problem: mark === group ? 'separator' : 'garbage' }
  }
  if (mark === group && /^0*[1-9]\d{0,2}\.\d{3}$/.test(text)) {
    return { problem: 'ambiguousGrouping' }
  }
  return { text: text.replace(mark, '.') }
}

/**
 * The amount field's text as a raw token amount. Rejects, each with its own
 * message, exponents, negatives, thousands separators, anything not a plain
 * decimal, more decimals than the token has and amounts beyond uint256.
 * "1." and ".5" are accepted: they are how people type. `locale` adds its
 * decimal separator to the dot (de: "0,05" is 0.05); digits stay strings
 * until parseUnits, so nothing is rounded.
 */
export function parseAmountInput(
  text: string,
  decimals: number,
  locale = 'en',
): ParseAmountInputReturnType {
  const trimmed = text.trim()
  if (!trimmed) return { status: 'empty' }
  if (trimmed.startsWith('-')) {
    return invalid('negative', amountMessages.negative)
  }
  if (/^[+]?[\d.,]*[eE][+-]?\d*$/.test(trimmed)) {
    return invalid('exponent', amountMessages.exponent)
  }
  const normalised = toDotDecimal(trimmed, locale)
  if ('problem' in normalised) {
    switch (normalised.problem) {
      case 'ambiguousGrouping':
        return invalid('ambiguousGrouping', amountMessages.ambiguousGrouping)
      case 'separator':
        return invalid(
          'separator',
          getSeparators(locale).decimal === ','
            ? amountMessages.separatorComma
            : amountMessages.separator,
        )
      default:
        return invalid('garbage', amountMessages.garbage)
    }
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(normalised.text)
  if (!match || normalised.text === '.') {
    return invalid('garbage', amountMessages.garbage)
  }
  const [, integer = '', fraction = ''] = match
  if (fraction.replace(/0+$/, '').length > decimals) {
    return invalid('tooManyDecimals', amountMessages.tooManyDecimals(decimals))
  }
  if (integer.replace(/^0+/, '').length > 78) {
    return invalid('tooLarge', amountMessages.tooLarge)
  }
  const amount = parseUnits(
    `${integer || '0'}.${fraction.slice(0, decimals) || '0'}`,
    decimals,
  )
  if (amount > maxUint256) return invalid('tooLarge', amountMessages.tooLarge)
  return amount === 0n ? { status: 'zero' } : { status: 'valid', amount }
}
