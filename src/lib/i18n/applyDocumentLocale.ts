// Scripts written right to left (ISO 15924 codes). None of the app's
// languages is one yet; adding Arabic, Hebrew or Persian needs no other
// change here.
// i18n-exempt: script codes
const rightToLeftScripts = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo'])

/** 'rtl' for a locale whose script is written right to left. */
export function getTextDirection(locale: string): 'ltr' | 'rtl' {
  const { script } = new Intl.Locale(locale).maximize()
  return script && rightToLeftScripts.has(script) ? 'rtl' : 'ltr'
}

/** `<html lang dir>` follow the language the page speaks. */
export function applyDocumentLocale(root: HTMLElement, locale: string) {
  if (root.lang !== locale) root.lang = locale
  const dir = getTextDirection(locale)
  if (root.dir !== dir) root.dir = dir
}
