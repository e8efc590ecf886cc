import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { MoonIcon } from '../ui/icons/MoonIcon'
import { SunIcon } from '../ui/icons/SunIcon'
import {
  applyThemeChoice,
  getSystemTheme,
  readThemeChoice,
  saveThemeChoice,
  type Theme,
} from './theme'

/** Light/dark switch; follows the system until the person chooses. */
export function ThemeToggle() {
  const [choice, setChoice] = useState<Theme | null>(() => readThemeChoice())
  const [systemTheme, setSystemTheme] = useState<Theme>(() => getSystemTheme())
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)')
    if (!query) return
    const onChange = () => setSystemTheme(query.matches ? 'dark' : 'light')
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  const { t } = useLingui()
  const theme = choice ?? systemTheme
  const next: Theme = theme === 'dark' ? 'light' : 'dark'
  const label =
    next === 'dark' ? t`Switch to dark theme` : t`Switch to light theme`
  return (
    <button
      type="button"
      className="button-ghost theme-toggle"
      aria-label={label}
      title={label}
      onClick={() => {
        setChoice(next)
        saveThemeChoice(next)
        applyThemeChoice(next)
      }}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  )
}
