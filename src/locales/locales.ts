/**
 * The languages the app speaks: one entry here and one catalogue file
 * (`<tag>.po` beside this file) per language. English is the source and the
 * fallback of every other catalogue. `name` is the language's own name, as
 * the footer's selector shows it.
 */
// i18n-exempt: each language's name in that language, never translated
export const LOCALES = [
  { tag: 'en', name: 'English' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'zh-CN', name: '简体中文' },
  { tag: 'ar', name: 'العربية' },
] as const

export type Locale = (typeof LOCALES)[number]['tag']

export const SOURCE_LOCALE: Locale = 'en'
