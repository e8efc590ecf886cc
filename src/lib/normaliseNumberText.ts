/**
 * Number text as a person typed or pasted it, with what each device writes
 * mapped to what the parsers read: full-width digits and punctuation from a
 * Chinese or Japanese input method (NFKC: "０.０５" → "0.05"), the
 * ideographic full stop as a dot ("0。05"), Arabic-Indic and Extended
 * Arabic-Indic digits as Latin ones, the minus sign as a hyphen, the Arabic
 * percent sign as "%", and no bidi marks (Intl writes the Arabic letter
 * mark beside signs in right-to-left locales, so a copied figure carries
 * it). The Arabic
 * decimal and group separators (٫ ٬) stay: they are never anything else,
 * and the parsers read them as such.
 */
export function normaliseNumberText(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/[\u061c\u200e\u200f]/g, '')
      // ٠–٩ (U+0660–0669) and ۰–۹ (U+06F0–06F9): the digit is the low bits.
      .replace(/[٠-٩۰-۹。−٪]/g, (char) => {
        const mark = '。−٪'.indexOf(char)
        return mark < 0 ? String(char.charCodeAt(0) & 15) : ('.-%'[mark] ?? '')
      })
      .trim()
  )
}
