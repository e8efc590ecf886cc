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

export type ParsedAmountInput =
  | { status: 'empty' }
  | { status: 'zero' }
  | { status: 'valid'; amount: bigint }
  | {
      status: 'invalid'
      problem: AmountInputProblem
      /** What to tell the person (AmountAdviceText words it). */
      advice: AmountAdvice
    }

/**
 * What to tell the person about a refused amount, as a code: worded by
 * AmountAdviceText (its own chunk, fetched when one is first shown), so the
 * first load carries no advice in any language.
 */
export type AmountAdvice =
  | {
      kind:
        | 'exponent'
        | 'negative'
        | 'separator'
        | 'separatorComma'
        | 'ambiguousGrouping'
        | 'garbage'
        | 'tooLarge'
    }
  | { kind: 'tooManyDecimals'; decimals: number }

export const amountAdvice = {
  exponent: { kind: 'exponent' },
  negative: { kind: 'negative' },
  separator: { kind: 'separator' },
  separatorComma: { kind: 'separatorComma' },
  ambiguousGrouping: { kind: 'ambiguousGrouping' },
  garbage: { kind: 'garbage' },
  tooLarge: { kind: 'tooLarge' },
  tooManyDecimals: (decimals: number): AmountAdvice => ({
    kind: 'tooManyDecimals',
    decimals,
  }),
} as const satisfies Record<
  string,
  AmountAdvice | ((n: number) => AmountAdvice)
>

/** The locale's decimal and grouping symbols (Intl's, for any locale). */
export function getSeparators(locale: string) {
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
  advice: AmountAdvice,
): ParsedAmountInput {
  return { status: 'invalid', problem, advice }
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
): ParsedAmountInput {
  const trimmed = text.trim()
  if (!trimmed) return { status: 'empty' }
  if (trimmed.startsWith('-')) {
    return invalid('negative', amountAdvice.negative)
  }
  if (/^[+]?[\d.,]*[eE][+-]?\d*$/.test(trimmed)) {
    return invalid('exponent', amountAdvice.exponent)
  }
  const normalised = toDotDecimal(trimmed, locale)
  if ('problem' in normalised) {
    switch (normalised.problem) {
      case 'ambiguousGrouping':
        return invalid('ambiguousGrouping', amountAdvice.ambiguousGrouping)
      case 'separator':
        return invalid(
          'separator',
          getSeparators(locale).decimal === ','
            ? amountAdvice.separatorComma
            : amountAdvice.separator,
        )
      default:
        return invalid('garbage', amountAdvice.garbage)
    }
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(normalised.text)
  if (!match || normalised.text === '.') {
    return invalid('garbage', amountAdvice.garbage)
  }
  const [, integer = '', fraction = ''] = match
  if (fraction.replace(/0+$/, '').length > decimals) {
    return invalid('tooManyDecimals', amountAdvice.tooManyDecimals(decimals))
  }
  if (integer.replace(/^0+/, '').length > 78) {
    return invalid('tooLarge', amountAdvice.tooLarge)
  }
  const amount = parseUnits(
    `${integer || '0'}.${fraction.slice(0, decimals) || '0'}`,
    decimals,
  )
  if (amount > maxUint256) return invalid('tooLarge', amountAdvice.tooLarge)
  return amount === 0n ? { status: 'zero' } : { status: 'valid', amount }
}
