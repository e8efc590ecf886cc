import { type I18n, setupI18n } from '@lingui/core'
import { type Locale, SOURCE_LOCALE } from '../../locales/locales'
import { loadMessages } from './loadMessages'

/** A Lingui instance of its own for one mounted app, speaking `locale`
 * (its catalogue fetched first, unless it is the source language). */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) })
  return i18n
}

/** An instance speaking English at once: the source language is compiled
 * into the code and needs no catalogue. */
export function createSourceI18n(): I18n {
  return setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } })
}
