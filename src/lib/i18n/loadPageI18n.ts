import type { I18n } from '@lingui/core'
import { getPageLocale } from './getPageLocale'
import { createSourceI18n, loadI18n } from './loadI18n'

type LoadPageI18nParameters = {
  /** The widget's `locale` option (the embed only). */
  widgetLocale?: string | null | undefined
  /** Where the person's choice is kept. */
  storage: Storage | null
}

/**
 * The language this page speaks, loaded: what an entry awaits before its
 * first render (src/app/main.tsx; the widget's frame with its option).
 * Without its catalogue (unreachable) the page speaks English, its source.
 */
export function loadPageI18n({
  widgetLocale,
  storage,
}: LoadPageI18nParameters): Promise<I18n> {
  return loadI18n(getPageLocale({ widgetLocale, storage })).catch(
    (error: unknown) => {
      console.error(error)
      return createSourceI18n()
    },
  )
}
