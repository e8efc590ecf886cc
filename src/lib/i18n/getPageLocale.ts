import type { Locale } from '../../locales/locales'
import { resolveLocale } from './resolveLocale'
import { readSavedLocale } from './savedLocale'

type GetPageLocaleParameters = {
  /** The widget's `locale` option (the embed only). */
  widgetLocale?: string | null | undefined
  /** Where the person's choice is kept. */
  storage: Storage | null
}

/** The locale this page speaks, from its address, storage and browser. */
export function getPageLocale({
  widgetLocale,
  storage,
}: GetPageLocaleParameters): Locale {
  return resolveLocale({
    widgetLocale,
    searchParam: new URLSearchParams(window.location.search).get('lang'),
    saved: readSavedLocale(storage),
    browserLanguages: navigator.languages,
  })
}
