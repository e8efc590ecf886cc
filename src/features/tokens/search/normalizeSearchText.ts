const combiningMarks = /[\u0300-\u036f]/g
const invisible = /[\u200b-\u200d\u2060\ufeff]/g
const nonWord = /[^\p{L}\p{N}]+/gu
const asciiNonWord = /[^a-z0-9]+/g
const printableAscii = /^[\x20-\x7e]*$/

/** Lower case, accents and invisible characters removed: for symbols. */
export function normalizeSymbol(text: string) {
  // Most lists are plain ASCII; Unicode normalisation is the costly part.
  if (printableAscii.test(text)) return text.toLowerCase().trim()
  return text
    .normalize('NFKD')
    .replace(combiningMarks, '')
    .replace(invisible, '')
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
