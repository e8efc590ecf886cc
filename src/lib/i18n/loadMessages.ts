import type { Messages } from '@lingui/core'
import { type Locale, SOURCE_LOCALE } from '../../locales/locales'

// Each translation is compiled from its PO file at build time in two
// chunks (scripts/linguiPlugins.ts): the messages the first screen can
// show (found in the start-up chunk's code by scripts/startupChunk.ts),
// which the page waits for, and the rest, fetched once the card is up.
// Only the active language's are fetched. The source language, English,
// ships compiled inside the code that shows it and has no catalogue.
// (import.meta.glob takes literals only: the patterns are written twice.)
const firstParts = import.meta.glob<{ messages: Messages }>(
  ['../../locales/*.po', '!../../locales/en.po'],
  { query: '?first' },
)
const restParts = import.meta.glob<{ messages: Messages }>(
  ['../../locales/*.po', '!../../locales/en.po'],
  { query: '?rest' },
)

/** Which messages: the first screen's, the others, or all of them. */
export type MessagesPart = 'first screen' | 'rest' | 'all'

async function loadPart(
  parts: typeof firstParts,
  locale: Locale,
): Promise<Messages> {
  const load = parts[`../../locales/${locale}.po`]
  if (!load) throw new Error(`No catalogue for ${locale}`)
  const { messages } = await load()
  return messages
}

/** The compiled messages of one language (missing ones hold English). */
export async function loadMessages(
  locale: Locale,
  part: MessagesPart = 'all',
): Promise<Messages> {
  if (locale === SOURCE_LOCALE) return {}
  if (part === 'first screen') return loadPart(firstParts, locale)
  if (part === 'rest') return loadPart(restParts, locale)
  const [first, rest] = await Promise.all([
    loadPart(firstParts, locale),
    loadPart(restParts, locale),
  ])
  return { ...first, ...rest }
}
