import { getDeviceLocales } from '../../../lib/i18n/getDeviceLocales'
import { normaliseNumberText } from '../../../lib/normaliseNumberText'
import { formatUnits, MAX_UINT256, parseUnits } from '../../../lib/tokenUnits'

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
        | 'ambiguousGroupingComma'
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
  ambiguousGroupingComma: { kind: 'ambiguousGroupingComma' },
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
  // Read by position from "10,000.5" as the locale writes it: fewer bytes
  // than formatToParts, the same marks in every locale Intl knows.
  let text = '10,000.5'
  try {
    text = new Intl.NumberFormat(locale).format(10000.5)
  } catch {}
  return { decimal: text[6] ?? '.', group: text[2] ?? ',' }
}

/**
 * A raw amount as the amount field writes it (Max): no grouping, Latin
 * digits and the interface language's decimal mark (a dot in de could read
 * as a thousands separator; ar-EG's is ٫), which parseAmountInput reads
 * back in that language.
 */
export function toAmountInputText(
  amount: bigint,
  decimals: number,
  locale: string,
): string {
  return formatUnits(amount, decimals).replace(
    '.',
    getSeparators(locale).decimal,
  )
}

function invalid(
  problem: AmountInputProblem,
  advice: AmountAdvice,
): ParsedAmountInput {
  return { status: 'invalid', problem, advice }
}

/** Characters people type between digits. */
const separatorPattern = /[.,\s'’_٫٬]/

/**
 * The text with its decimal mark as a dot, or why it cannot be read (the
 * refusal, with its advice).
 * Decimal marks: the dot and the Arabic decimal separator (٫) everywhere,
 * and the decimal separator of each locale (the interface's first, then
 * the device's: "0,05" in an English interface on a German-region phone).
 * Thousands separators are refused, never guessed away. The interface's
 * own decimal mark is always one; another mark that some of these locales
 * group with ("1.000" in de, "1,000" in en on a German-region phone) is
 * read as a decimal one unless the text could be a grouping (a non-zero
 * whole part of at most three digits and exactly three after the mark),
 * which is refused rather than read as 1.
 */
function toDotDecimal(
  text: string,
  locale: string,
  deviceLocales: readonly string[],
): { text: string } | ParsedAmountInput {
  const { decimal } = getSeparators(locale)
  const marks = [locale, ...deviceLocales].map(getSeparators)
  const decimals = ['.', '٫', ...marks.map((mark) => mark.decimal)]
  const groups = marks.map((mark) => mark.group)
  const separators = [...text].filter((char) => separatorPattern.test(char))
  const isNumberLike = [...text].every(
    (char) => /\d/.test(char) || separatorPattern.test(char),
  )
  if (!isNumberLike || separators.length === 0) return { text }
  const [mark = '.'] = separators
  const hasComma = decimals.includes(',')
  if (
    separators.some((char) => char !== mark) ||
    !decimals.includes(mark) ||
    (separators.length > 1 && groups.includes(mark))
  ) {
    return invalid(
      'separator',
      hasComma ? amountAdvice.separatorComma : amountAdvice.separator,
    )
  }
  if (separators.length > 1) return invalid('garbage', amountAdvice.garbage)
  if (
    mark !== decimal &&
    groups.includes(mark) &&
    /^0*[1-9]\d{0,2}.\d{3}$/.test(text)
  ) {
    return invalid(
      'ambiguousGrouping',
      mark === ','
        ? amountAdvice.ambiguousGroupingComma
        : amountAdvice.ambiguousGrouping,
    )
  }
  return { text: text.replace(mark, '.') }
}

/**
 * The amount field's text as a raw token amount. Rejects, each with its own
 * message, exponents, negatives, thousands separators, anything not a plain
 * decimal, more decimals than the token has and amounts beyond uint256.
 * "1." and ".5" are accepted: they are how people type. `locale` (the
 * interface's language) and `deviceLocales` (the device's, by default
 * getDeviceLocales()) each add their decimal separator to the dot (de:
 * "0,05" is 0.05). Full-width and Arabic-Indic digits and marks read as
 * typed (normaliseNumberText); digits stay strings until parseUnits, so
 * nothing is rounded.
 */
export function parseAmountInput(
  text: string,
  decimals: number,
  locale = 'en',
  deviceLocales: readonly string[] = getDeviceLocales(),
): ParsedAmountInput {
  const trimmed = normaliseNumberText(text)
  if (!trimmed) return { status: 'empty' }
  if (trimmed.startsWith('-')) {
    return invalid('negative', amountAdvice.negative)
  }
  if (/^[+]?[\d.,٫]*[eE][+-]?\d*$/.test(trimmed)) {
    return invalid('exponent', amountAdvice.exponent)
  }
  const normalised = toDotDecimal(trimmed, locale, deviceLocales)
  if (!('text' in normalised)) return normalised
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
  if (amount > MAX_UINT256) return invalid('tooLarge', amountAdvice.tooLarge)
  return amount === 0n ? { status: 'zero' } : { status: 'valid', amount }
}
