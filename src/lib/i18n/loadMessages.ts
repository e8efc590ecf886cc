import type { Messages } from '@lingui/core'
import type { Locale } from '../../locales/locales'

// One chunk per catalogue, compiled from its PO file at build time
// (scripts/linguiPlugins.ts): only the active language's is fetched.
const catalogues = import.meta.glob<{ messages: Messages }>(
  '../../locales/*.po',
)

/** The compiled messages of one language (missing ones hold English). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogues[`../../locales/${locale}.po`]
  if (!load) throw new Error(`No catalogue for ${locale}`)
  const { messages } = await load()
  return messages
}
