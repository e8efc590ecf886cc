import type { Messages } from '@lingui/core'
import { type Locale, SOURCE_LOCALE } from '../../locales/locales'

// One chunk per translation, compiled from its PO file at build time
// (scripts/linguiPlugins.ts): only the active language's is fetched. The
// source language, English, ships compiled inside the code that shows it
// and has no catalogue to fetch.
const catalogues = import.meta.glob<{ messages: Messages }>([
  '../../locales/*.po',
  '!../../locales/en.po',
])

/** The compiled messages of one language (missing ones hold English). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === SOURCE_LOCALE) return {}
  const load = catalogues[`../../locales/${locale}.po`]
  if (!load) throw new Error(`No catalogue for ${locale}`)
  const { messages } = await load()
  return messages
}
