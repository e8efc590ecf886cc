import type { I18n, MessageDescriptor } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { Locale } from '../../locales/locales'
import { applyDocumentLocale } from './applyDocumentLocale'
import {
  createLocaleFormatters,
  type LocaleFormatters,
} from './createLocaleFormatters'
import { loadMessages } from './loadMessages'
import { saveLocale } from './savedLocale'

type LocaleContextValue = {
  locale: Locale
  formatters: LocaleFormatters
  /**
   * Switches the page's language once its catalogue is in. A person's
   * choice is remembered and beats `?lang=` from then on; the widget's
   * option (`isRemembered: false`) is not.
   */
  chooseLocale: (locale: Locale, options?: { isRemembered?: boolean }) => void
}

const LocaleContext = createContext<LocaleContextValue | null>(null)

export type LocaleProviderProps = {
  /** This app's own Lingui instance, already speaking a language. */
  i18n: I18n
  /** Where a chosen language is remembered; null remembers nothing. */
  storage: Storage | null
  /**
   * The page's own words outside the body (`document.title`, the meta
   * description), said again in each language the page switches to; the
   * HTML carries the English for the first paint.
   */
  pageWords?: PageWords
  children: ReactNode
}

export type PageWords = {
  title: MessageDescriptor
  description?: MessageDescriptor
}

/** The choice beats `?lang=` from now on: the address stops asking. */
function removeLangParameter() {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('lang')) return
  url.searchParams.delete('lang')
  window.history.replaceState(window.history.state, '', url)
}

/**
 * The language of one mounted app: Lingui's provider, the formatters of the
 * language, and the switch the footer's selector uses. `<html lang dir>`
 * follow it.
 */
export function LocaleProvider({
  i18n,
  storage,
  pageWords,
  children,
}: LocaleProviderProps) {
  const [locale, setLocale] = useState(i18n.locale as Locale)
  useEffect(
    () => i18n.on('change', () => setLocale(i18n.locale as Locale)),
    [i18n],
  )
  useEffect(() => {
    applyDocumentLocale(document.documentElement, locale)
    if (!pageWords) return
    document.title = i18n._(pageWords.title)
    if (pageWords.description) {
      document
        .querySelector('meta[name="description"]')
        ?.setAttribute('content', i18n._(pageWords.description))
    }
  }, [i18n, locale, pageWords])
  // A later choice wins over an earlier one whose catalogue arrives last.
  const latestChoice = useRef(0)
  const value = useMemo<LocaleContextValue>(
    () => ({
      locale,
      formatters: createLocaleFormatters(i18n, locale),
      chooseLocale: (next, { isRemembered = true } = {}) => {
        const choice = ++latestChoice.current
        loadMessages(next).then(
          (messages) => {
            if (choice !== latestChoice.current) return
            if (isRemembered) {
              saveLocale(storage, next)
              removeLangParameter()
            }
            i18n.loadAndActivate({ locale: next, messages })
          },
          () => {
            // The catalogue did not arrive (offline): the page keeps its
            // language, and the selector shows it still.
          },
        )
      },
    }),
    [i18n, locale, storage],
  )
  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext.Provider>
  )
}

function useLocaleContext() {
  const value = useContext(LocaleContext)
  if (!value) throw new Error('Locale hooks need a <LocaleProvider>')
  return value
}

/** The language the app speaks and the way to change it. */
export function useLocale(): Pick<
  LocaleContextValue,
  'locale' | 'chooseLocale'
> {
  const { locale, chooseLocale } = useLocaleContext()
  return { locale, chooseLocale }
}

/** Number, amount, percentage, USD, date and duration formatters of the
 * language the app speaks. */
export function useFormatters(): LocaleFormatters {
  return useLocaleContext().formatters
}
