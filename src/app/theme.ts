export type Theme = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'swap.theme.v1'

/** The person's explicit choice, or null to follow the system. */
export function readThemeChoice(storage: Storage = localStorage): Theme | null {
  try {
    const value = storage.getItem(THEME_STORAGE_KEY)
    return value === 'light' || value === 'dark' ? value : null
  } catch {
    return null
  }
}

export function getSystemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light'
}

/** Sets `data-theme` on <html>; without it the CSS follows the system. */
export function applyThemeChoice(choice: Theme | null) {
  const root = document.documentElement
  if (choice) root.dataset.theme = choice
  else delete root.dataset.theme
}

export function saveThemeChoice(
  choice: Theme,
  storage: Storage = localStorage,
) {
  try {
    storage.setItem(THEME_STORAGE_KEY, choice)
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
}
