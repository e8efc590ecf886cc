import type { WidgetFrameTheme } from '../../packages/swap-widget/src/protocol/widgetFrameUrl'

/**
 * The CSS variables each of the theme's named tokens sets (embed.css and
 * the app's styles.css read them). `--frame-bg` is the frame's own
 * background: transparent unless the partner names one.
 */
const variables = [
  ['accent', '--color-accent', '--color-focus'],
  ['background', '--color-bg', '--frame-bg'],
  ['surface', '--color-surface'],
  ['text', '--color-text'],
  ['textMuted', '--color-text-muted'],
  ['border', '--color-border'],
  ['fontFamily', 'font-family'],
] as const

/**
 * The partner's theme on the frame's root, through the CSSOM (the CSP
 * forbids inline style attributes, not style properties set by script).
 * Values were validated (widgetOptionsSchema, or readWidgetFrameHash for
 * the first paint); a token left out goes back to the frame's own value.
 * Kept to a table: it runs in the frame's first-paint script and first load.
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
  const radius = theme?.radius
  const values: [string, string | undefined][] = [
    ['--radius', radius === undefined ? undefined : `${radius}px`],
  ]
  for (const [token, ...names] of variables) {
    for (const name of names) values.push([name, theme?.[token]])
  }
  for (const [name, value] of values) {
    if (value === undefined) style.removeProperty(name)
    else style.setProperty(name, value)
  }
}
