import { toDisplayText } from '../../../lib/toDisplayText'

const combiningMarks = /[\u0300-\u036f]/g
const nonWord = /[^\p{L}\p{N}]+/gu
const asciiNonWord = /[^a-z0-9]+/g
const printableAscii = /^[\x20-\x7e]*$/

/**
 * Lower case, accents removed, and what the display rule removes (hidden
 * characters, extra whitespace): for symbols. A query typed with the hidden
 * characters of a hostile symbol finds it as a query of what it shows.
 */
export function normalizeSymbol(text: string) {
  // Most lists are plain ASCII; Unicode normalisation is the costly part.
  if (printableAscii.test(text)) return text.toLowerCase().trim()
  return toDisplayText(text)
    .normalize('NFKD')
    .replace(combiningMarks, '')
    .toLowerCase()
    .trim()
}

/** As normalizeSymbol, with every run of punctuation or space as one space. */
export function normalizeName(text: string) {
  if (printableAscii.test(text)) {
    return text.toLowerCase().replace(asciiNonWord, ' ').trim()
  }
  return normalizeSymbol(text).replace(nonWord, ' ').trim()
}
