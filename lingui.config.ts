import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { LOCALES, SOURCE_LOCALE } from './src/locales/locales.ts'

// Messages are written in the source with Lingui's macros and extracted
// into one PO catalogue per language (src/locales/README.md).
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: LOCALES.map((locale) => locale.tag),
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
