import { matchLocaleTag } from './matchLocaleTag'

type HostWords = {
  /** The iframe's accessible name. */
  frameTitle: string
  /** The container's message when the frame did not load in time. */
  loadFailed: string
  /** Its button, which recreates the frame. */
  retry: string
}

/**
 * The host script's own words, in every language the frame speaks: it runs
 * on the partner's page, where the frame's catalogues are not loaded (and
 * would weigh more than the script). The app's test
 * (src/locales/hostWords.test.ts) holds these languages equal to the app's
 * LOCALES, so a language added there fails until it is here.
 */
// i18n-exempt: the host script's words, each entry in its own language
export const HOST_WORDS = {
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
  ar: {
    frameTitle: 'مبادلة',
    loadFailed: 'تعذّر تحميل المبادلة. تحقّق من اتصالك.',
    retry: 'إعادة المحاولة',
  },
} satisfies Record<string, HostWords>

type HostLocale = keyof typeof HOST_WORDS
const hostLocales = Object.keys(HOST_WORDS) as HostLocale[]

/** The words in the widget's `locale` option's language, else English. */
export function getHostWords(locale: unknown): HostWords {
  return HOST_WORDS[matchLocaleTag(locale, hostLocales) ?? 'en']
}
