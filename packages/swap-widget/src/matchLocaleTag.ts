/** Language and script, with the script the language usually takes when
 * none is given (zh → Hans, zh-TW → Hant). */
function toLanguageScript(locale: Intl.Locale) {
  const full = locale.maximize()
  return `${full.language}-${full.script ?? ''}`
}

/**
 * The tag of `supported` a language tag asks for, or null for a tag that
 * is malformed or asks for a language (or script) none of them speaks.
 * Exact tags win, then the same language in the same script: de-AT → de,
 * zh, zh-SG and zh-Hans → zh-CN; zh-TW and zh-Hant (Traditional) → null.
 * Case and `_` for `-` are forgiven. The host script's words and the
 * app's catalogues are chosen by this one rule.
 */
export function matchLocaleTag<T extends string>(
  tag: unknown,
  supported: readonly T[],
): T | null {
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
  const exact = supported.find((each) => each.toLowerCase() === canonical)
  if (exact) return exact
  const wanted = toLanguageScript(requested)
  const sameScript = supported.find(
    (each) => toLanguageScript(new Intl.Locale(each)) === wanted,
  )
  return sameScript ?? null
}
