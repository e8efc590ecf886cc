import { createFormatters } from '../../../lib/format'
import type { ActivityAmount } from './types'

/** Intl's grouping and decimal marks of a locale. */
function marksOf(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12_345.6)
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  }
}

const plainDigits = /^[0-9]+$/

/**
 * An amount the history kept as display text (before amounts were stored
 * raw) read back into units. Written by the app's own formatter in the
 * language the page spoke then, so it is read with `writtenIn` (the
 * language this page starts in, the best evidence left of it) and kept
 * only when formatting it again in that language gives the same text.
 * Plain digits read the same in every language. Anything else (no
 * language to read it with, or a text that does not round-trip, as
 * "1.234" would in one language and not in another) stays text, shown as
 * written rather than misread.
 */
export function readLegacyAmount(
  text: string,
  writtenIn: string | null,
): ActivityAmount {
  const kept: ActivityAmount = { kind: 'text', text }
  if (plainDigits.test(text)) {
    return { kind: 'raw', units: BigInt(text).toString(), decimals: 0 }
  }
  if (!writtenIn) return kept
  let marks: ReturnType<typeof marksOf>
  try {
    marks = marksOf(writtenIn)
  } catch {
    return kept
  }
  const [whole = '', fraction = '', ...rest] = text.split(marks.decimal)
  if (rest.length > 0) return kept
  const digits = whole.split(marks.group).join('')
  if (!plainDigits.test(digits) || (fraction && !plainDigits.test(fraction))) {
    return kept
  }
  const units = BigInt(`${digits}${fraction}`)
  const decimals = fraction.length
  const again = createFormatters(writtenIn).tokenAmount(units, decimals)
  return again === text
    ? { kind: 'raw', units: units.toString(), decimals }
    : kept
}
