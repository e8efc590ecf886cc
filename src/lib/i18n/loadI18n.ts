import { type I18n, setupI18n } from '@lingui/core'
import type { Locale } from '../../locales/locales'
import { loadMessages } from './loadMessages'

/** A Lingui instance of its own for one mounted app, speaking `locale`. */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) })
  return i18n
}
