import { matchLocale } from '../../lib/i18n/matchLocale'
import type { Locale } from '../../locales/locales'

type HostWords = {
  /** The iframe's accessible name. */
  frameTitle: string
  /** The container's message when the frame did not load in time. */
  loadFailed: string
  /** Its button, which recreates the frame. */
  retry: string
}

/**
 * The host script's own words, in every language the app speaks: it runs on
 * the partner's page, where the frame's catalogues are not loaded (and would
 * weigh more than the script). The typed record has one entry per locale of
 * LOCALES, so a language added there fails to compile until it is here.
 */
// i18n-exempt: the host script's words, each entry in its own language
const HOST_WORDS: Record<Locale, HostWords> = {
  en: {
    frameTitle: 'Swap',
    loadFailed: 'The swap could not be loaded. Check your connection.',
    retry: 'Retry',
  },
  de: {
    frameTitle: 'Swap',
    loadFailed:
      'Der Swap konnte nicht geladen werden. Prüfen Sie Ihre Verbindung.',
    retry: 'Erneut versuchen',
  },
  'zh-CN': {
    frameTitle: '兑换',
    loadFailed: '兑换界面无法加载。请检查网络连接。',
    retry: '重试',
  },
}

/** The words in the widget's `locale` option's language, else English. */
export function getHostWords(locale: unknown): HostWords {
  return HOST_WORDS[matchLocale(locale) ?? 'en']
}
