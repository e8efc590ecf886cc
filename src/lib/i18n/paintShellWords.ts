import { applyDocumentLocale } from './applyDocumentLocale'

/** A word's place: selector, which of its matches, attribute ('': text). */
export type ShellTarget = [selector: string, index: number, attribute: string]

/**
 * An HTML shell's words per language (scripts/shellWords.ts makes it from
 * the catalogues at build time): `words[tag][i]` goes where `targets[i]`
 * points; '' (untranslated) and English keep the HTML's own words.
 */
export type ShellWordTable = {
  targets: ShellTarget[]
  words: Record<string, string[]>
}

/**
 * Puts the HTML shell in `locale` before its first paint (inline
 * first-paint scripts, src/app/firstPaint.ts and src/embed/firstPaint.ts):
 * `<html lang dir>` and each of the shell's words, the very words React
 * renders next, so nothing flashes back to English or moves.
 */
export function paintShellWords(
  table: ShellWordTable,
  locale: string,
  document: Document,
) {
  applyDocumentLocale(document.documentElement, locale)
  const words = table.words[locale]
  if (!words) return
  table.targets.forEach(([selector, index, attribute], i) => {
    const word = words[i]
    const element = document.querySelectorAll(selector)[index]
    if (!word || !element) return
    if (attribute) element.setAttribute(attribute, word)
    else element.textContent = word
  })
}
