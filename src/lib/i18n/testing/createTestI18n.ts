import { type I18n, setupI18n } from '@lingui/core'
import { messages as ar } from '../../../locales/ar.po'
import { messages as de } from '../../../locales/de.po'
import { messages as en } from '../../../locales/en.po'
import { messages as es } from '../../../locales/es.po'
import { messages as fr } from '../../../locales/fr.po'
import { messages as ja } from '../../../locales/ja.po'
import type { Locale } from '../../../locales/locales'
import { messages as ptBR } from '../../../locales/pt-BR.po'
import { messages as zhCN } from '../../../locales/zh-CN.po'

const catalogues: Record<Locale, typeof en> = {
  en,
  de,
  'zh-CN': zhCN,
  ar,
  es,
  fr,
  ja,
  'pt-BR': ptBR,
}

/** A Lingui instance speaking `locale`, its catalogue loaded at once. */
export function createTestI18n(locale: Locale = 'en'): I18n {
  return setupI18n({ locale, messages: { [locale]: catalogues[locale] } })
}
