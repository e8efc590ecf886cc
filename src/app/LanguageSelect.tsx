import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useLocale } from '../lib/i18n/LocaleProvider'
import { LOCALES, type Locale } from '../locales/locales'

/** The page's language, each named in its own language. */
export function LanguageSelect() {
  const id = useId()
  const { t } = useLingui()
  const { locale, chooseLocale } = useLocale()
  return (
    <span className="language-select">
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => chooseLocale(event.target.value as Locale)}
      >
        {LOCALES.map(({ tag, name }) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </span>
  )
}
