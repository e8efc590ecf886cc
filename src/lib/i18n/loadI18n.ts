import { type I18n, setupI18n } from '@lingui/core'
import { startTransition } from 'react'
import { type Locale, SOURCE_LOCALE } from '../../locales/locales'
import { loadMessages } from './loadMessages'

/** A Lingui instance of its own for one mounted app, speaking `locale`
 * with the first screen's messages (fetched first, unless it is the source
 * language); `loadRestOfMessages` adds the others. */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n()
  i18n.loadAndActivate({
    locale,
    messages: await loadMessages(locale, 'first screen'),
  })
  return i18n
}

/**
 * The rest of the active language's messages, once the first screen is up
 * (WalletRoot.tsx): Lingui merges them and every `t` and `<Trans>` renders
 * again. Until they arrive, a message that is not the first screen's shows
 * in English; a catalogue that cannot arrive leaves it so.
 */
export async function loadRestOfMessages(i18n: I18n): Promise<void> {
  const locale = i18n.locale as Locale
  const messages = await loadMessages(locale, 'rest')
  if (Object.keys(messages).length === 0) return
  // Every component with words renders again: as a transition, in slices,
  // so the page stays responsive while it does.
  startTransition(() => i18n.load(locale, messages))
}

/** An instance speaking English at once: the source language is compiled
 * into the code and needs no catalogue. */
export function createSourceI18n(): I18n {
  return setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } })
}
