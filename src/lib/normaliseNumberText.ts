/**
 * Number text as a person typed or pasted it, with what each device writes
 * mapped to what the parsers read: full-width digits and punctuation from a
 * Chinese or Japanese input method (NFKC: "０.０５" → "0.05"), the
 * ideographic full stop as a dot ("0。05"), Arabic-Indic and Extended
 * Arabic-Indic digits as Latin ones. The Arabic decimal and group
 * separators (٫ ٬) stay: they are never anything else, and the parsers
 * read them as such. Kept this small on purpose: it is on the first load.
 */
export function normaliseNumberText(text: string): string {
  return (
    text
      .normalize('NFKC')
      // ٠–٩ (U+0660–0669) and ۰–۹ (U+06F0–06F9): the digit is the low bits.
      .replace(/[٠-٩۰-۹]/g, (digit) => String(digit.charCodeAt(0) & 15))
      .replace(/。/g, '.')
      .trim()
  )
}
