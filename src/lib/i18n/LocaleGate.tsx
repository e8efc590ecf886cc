import { setupI18n } from '@lingui/core'
import { type ReactNode, useEffect, useState } from 'react'
import { getPageLocale } from './getPageLocale'
import { LocaleProvider } from './LocaleProvider'
import { loadMessages } from './loadMessages'
import { getLocalStorage } from './savedLocale'

export type LocaleGateProps = {
  /** The widget's `locale` option: first among the sources. */
  widgetLocale?: string | null | undefined
  /** Shown until the language's catalogue has arrived. */
  fallback: ReactNode
  children: ReactNode
}

/**
 * A LocaleProvider for an app whose start did not load its language first
 * (the app's main.tsx does, so the shell stays up meanwhile): resolves the
 * locale, fetches its catalogue, then renders the children. A new
 * `widgetLocale` switches the language in place.
 */
export function LocaleGate({
  widgetLocale,
  fallback,
  children,
}: LocaleGateProps) {
  const [storage] = useState(getLocalStorage)
  const [i18n] = useState(() => setupI18n())
  const [isReady, setIsReady] = useState(false)
  useEffect(() => {
    let isCurrent = true
    const locale = getPageLocale({ widgetLocale, storage })
    loadMessages(locale).then(
      (messages) => {
        if (!isCurrent) return
        i18n.loadAndActivate({ locale, messages })
        setIsReady(true)
      },
      (error: unknown) => console.error(error),
    )
    return () => {
      isCurrent = false
    }
  }, [i18n, storage, widgetLocale])
  if (!isReady) return fallback
  return (
    <LocaleProvider i18n={i18n} storage={storage}>
      {children}
    </LocaleProvider>
  )
}
