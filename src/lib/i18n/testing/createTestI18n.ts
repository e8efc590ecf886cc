import { type I18n, setupI18n } from '@lingui/core'
import { messages as ar } from '../../../locales/ar.po'
import { messages as de } from '../../../locales/de.po'
import { messages as en } from '../../../locales/en.po'
import type { Locale } from '../../../locales/locales'
import { messages as zhCN } from '../../../locales/zh-CN.po'

const catalogues: Record<Locale, typeof en> = {
  en,
  de,
  'zh-CN': zhCN,
  ar,
}

/** A Lingui instance speaking `locale`, its catalogue loaded at once. */
export function createTestI18n(locale: Locale = 'en'): I18n {
  return setupI18n({ locale, messages: { [locale]: catalogues[locale] } })
}
