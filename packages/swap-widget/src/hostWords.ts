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
 * would weigh more than the script). They are messages of the app's
 * catalogues too (src/locales/hostWordMessages.ts), translated and reviewed
 * there; the app's test (src/locales/hostWords.test.ts) holds each entry
 * equal to its catalogue and these languages equal to the app's LOCALES,
 * so a language added there fails until it is here, with its words.
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
  es: {
    frameTitle: 'Intercambio',
    loadFailed: 'No se pudo cargar el intercambio. Comprueba tu conexión.',
    retry: 'Reintentar',
  },
  fr: {
    frameTitle: 'Échange',
    loadFailed: 'L’échange n’a pas pu être chargé. Vérifiez votre connexion.',
    retry: 'Réessayer',
  },
  ja: {
    frameTitle: 'スワップ',
    loadFailed: 'スワップを読み込めませんでした。接続を確認してください。',
    retry: '再試行',
  },
  'pt-BR': {
    frameTitle: 'Troca',
    loadFailed: 'Não foi possível carregar a troca. Verifique sua conexão.',
    retry: 'Tentar novamente',
  },
} satisfies Record<string, HostWords>

type HostLocale = keyof typeof HOST_WORDS
const hostLocales = Object.keys(HOST_WORDS) as HostLocale[]

/**
 * The words and their language (for `lang` on what carries them), chosen
 * as the frame chooses its own: the widget's `locale` option when set (one
 * it does not speak means English), else the first of the browser's
 * languages it speaks, else English.
 */
export function getHostWords(locale: unknown): {
  lang: HostLocale
  words: HostWords
} {
  const lang =
    (typeof locale === 'string' && locale !== ''
      ? matchLocaleTag(locale, hostLocales)
      : (globalThis.navigator?.languages ?? [])
          .map((tag) => matchLocaleTag(tag, hostLocales))
          .find((tag) => tag !== null)) ?? 'en'
  return { lang, words: HOST_WORDS[lang] }
}
