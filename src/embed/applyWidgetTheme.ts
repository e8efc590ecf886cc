import type { WidgetFrameTheme } from '../../packages/swap-widget/src/protocol/widgetFrameUrl'

/** Tokens that are CSS values (the others are attributes on the root). */
const cssTokens = [
  'accent',
  'background',
  'surface',
  'text',
  'textMuted',
  'border',
  'radius',
  'fontFamily',
] as const

/**
 * The partner's theme on the frame's root, through the CSSOM (the CSP
 * forbids inline style attributes, not style properties set by script):
 * each named token as `--theme-<token>`, which the stylesheets read over
 * their defaults (src/app/styles.css, embed.css), `mode` and `density` as
 * attributes. Values were validated (widgetOptionsSchema, or
 * readWidgetFrameHash for the first paint); a token left out goes back to
 * the frame's own value. A loop, not a table: it is in the frame's first
 * load.
 */
export function applyWidgetTheme(
  theme: WidgetFrameTheme | undefined,
  root: HTMLElement,
) {
  const { dataset, style } = root
  const mode = theme?.mode ?? 'auto'
  if (mode === 'auto') delete dataset.theme
  else dataset.theme = mode
  if (theme?.density === 'compact') dataset.density = 'compact'
  else delete dataset.density
  for (const token of cssTokens) {
    const value = theme?.[token]
    if (value === undefined) style.removeProperty(`--theme-${token}`)
    else {
      style.setProperty(
        `--theme-${token}`,
        token === 'radius' ? `${value}px` : String(value),
      )
    }
  }
}
