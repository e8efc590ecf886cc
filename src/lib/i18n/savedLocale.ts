import type { Locale } from '../../locales/locales'

export const LOCALE_STORAGE_KEY = 'swap.locale.v1'

type SavedLocale = { locale: string }

const isSavedLocale = (value: unknown): value is SavedLocale =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { locale?: unknown }).locale === 'string'

/**
 * The language the person chose in the selector, as stored: null when
 * nothing is stored (or storage cannot be read), else the stored tag. An
 * entry that does not parse is returned as it is, so it resolves like any
 * unusable tag (to English), never to an error.
 */
export function readSavedLocale(storage: Storage | null): string | null {
  let text: string | null
  try {
    text = storage?.getItem(LOCALE_STORAGE_KEY) ?? null
  } catch {
    return null
  }
  if (text === null) return null
  try {
    const value: unknown = JSON.parse(text)
    return isSavedLocale(value) ? value.locale : text
  } catch {
    return text
  }
}

/** Keeps the choice; a storage that refuses (private mode, a sandboxed
 * frame) only means it is not remembered. */
export function saveLocale(storage: Storage | null, locale: Locale) {
  try {
    storage?.setItem(
      LOCALE_STORAGE_KEY,
      JSON.stringify({ locale } satisfies SavedLocale),
    )
  } catch {
    // Not remembered; the page still speaks the chosen language.
  }
}

/** The page's localStorage, or null where reading it throws (storage
 * blocked for the site, some sandboxed frames). */
export function getLocalStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
