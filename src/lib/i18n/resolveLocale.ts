import { type Locale, SOURCE_LOCALE } from '../../locales/locales'
import { matchLocale } from './matchLocale'

export type LocaleSources = {
  /** The widget's `locale` option (the embed only). */
  widgetLocale?: string | null | undefined
  /** The page address's `?lang=`. */
  searchParam?: string | null | undefined
  /** The person's saved choice, as stored (readSavedLocale). */
  saved?: string | null | undefined
  /** The browser's languages, most preferred first (navigator.languages). */
  browserLanguages?: readonly string[] | undefined
}

/**
 * The locale the app speaks. Sources in order: the widget option, `?lang=`,
 * the saved choice, the browser's languages, English. The first of the
 * three explicit sources that is set decides, and a value the app cannot
 * use (unknown or malformed) means English, silently: a wrong explicit
 * request does not turn into a guess. The browser's list is a ranking, so
 * its first supported language wins.
 */
export function resolveLocale({
  widgetLocale,
  searchParam,
  saved,
  browserLanguages = [],
}: LocaleSources): Locale {
  for (const explicit of [widgetLocale, searchParam, saved]) {
    if (explicit === null || explicit === undefined || explicit === '') {
      continue
    }
    return matchLocale(explicit) ?? SOURCE_LOCALE
  }
  for (const language of browserLanguages) {
    const match = matchLocale(language)
    if (match) return match
  }
  return SOURCE_LOCALE
}
