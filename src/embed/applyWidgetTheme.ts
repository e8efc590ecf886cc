import type { WidgetOptions } from '../../schema/widgetProtocol'

/**
 * The partner's theme on the frame's root, through the CSSOM (the CSP
 * forbids inline style attributes, not style properties set by script).
 * Values were validated by widgetOptionsSchema.
 */
export function applyWidgetTheme(
  theme: WidgetOptions['theme'],
  root: HTMLElement,
) {
  const mode = theme?.mode ?? 'auto'
  if (mode === 'auto') delete root.dataset.theme
  else root.dataset.theme = mode
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) root.style.removeProperty(name)
    else root.style.setProperty(name, value)
  }
  set('--color-accent', theme?.accent)
  set('--color-focus', theme?.accent)
  set('--radius', theme?.radius === undefined ? undefined : `${theme.radius}px`)
  set('font-family', theme?.fontFamily)
}
