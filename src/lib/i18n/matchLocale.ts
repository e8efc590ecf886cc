import { LOCALES, type Locale } from '../../locales/locales'

/** Language and script, with the script the language usually takes when
 * none is given (zh → Hans, zh-TW → Hant). */
function toLanguageScript(locale: Intl.Locale) {
  const full = locale.maximize()
  return `${full.language}-${full.script ?? ''}`
}

/**
 * The supported locale a language tag asks for, or null for a tag that is
 * malformed or asks for a language (or script) the app does not speak.
 * Exact tags win, then the same language in the same script: de-AT → de,
 * zh, zh-SG and zh-Hans → zh-CN; zh-TW and zh-Hant (Traditional) → null.
 * Case and `_` for `-` are forgiven.
 */
export function matchLocale(tag: unknown): Locale | null {
  if (typeof tag !== 'string' || tag.length === 0 || tag.length > 64) {
    return null
  }
  let requested: Intl.Locale
  try {
    requested = new Intl.Locale(tag.trim().replaceAll('_', '-'))
  } catch {
    return null
  }
  const canonical = requested.toString().toLowerCase()
  const exact = LOCALES.find(({ tag }) => tag.toLowerCase() === canonical)
  if (exact) return exact.tag
  const wanted = toLanguageScript(requested)
  const sameScript = LOCALES.find(
    ({ tag }) => toLanguageScript(new Intl.Locale(tag)) === wanted,
  )
  return sameScript?.tag ?? null
}
