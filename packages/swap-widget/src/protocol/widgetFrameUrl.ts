/**
 * What the frame's URL carries besides its channel: the partner's theme and
 * locale, in the fragment (never sent to a server, never in a log). The
 * host script writes it; the frame reads the theme before its first paint
 * (an inline script, the app's src/embed/firstPaint.ts) and the channel and
 * locale when it starts, and drops any value that does not validate: a
 * link crafted by hand cannot put anything but a valid theme on the page.
 * No zod: both readers run before the protocol's parsers load.
 */
import {
  isLocaleTag,
  WIDGET_MAX_RADIUS_PX,
  WIDGET_THEME_COLORS,
  type WidgetDensity,
  type WidgetThemeColor,
  type WidgetThemeMode,
  widgetChannelPattern,
  widgetColorPattern,
  widgetDensities,
  widgetFontFamilyPattern,
  widgetThemeModes,
} from './widgetProtocolConstants'

export type WidgetFrameTheme = {
  mode?: WidgetThemeMode
  radius?: number
  fontFamily?: string
  density?: WidgetDensity
} & { [color in WidgetThemeColor]?: string }

export type WidgetFrameUrl = {
  channel: string | null
  theme: WidgetFrameTheme
  locale: string | null
}

/** The fragment's key of each theme token but the colours (named as such). */
const keys = {
  mode: 'theme',
  radius: 'radius',
  fontFamily: 'font',
  density: 'density',
} as const

/** The fragment for the iframe's URL (without '#'); unset values are left out. */
export function toWidgetFrameHash({
  channel,
  theme,
  locale,
}: WidgetFrameUrl): string {
  const params = new URLSearchParams()
  const put = (key: string, value: string | number | null | undefined) => {
    if (value !== undefined && value !== null) params.set(key, String(value))
  }
  put('channel', channel)
  put(keys.mode, theme.mode)
  for (const color of WIDGET_THEME_COLORS) put(color, theme[color])
  put(keys.radius, theme.radius)
  put(keys.fontFamily, theme.fontFamily)
  put(keys.density, theme.density)
  put('locale', locale)
  return params.toString()
}

function readRadius(text: string | null) {
  if (text === null || !/^[0-9]{1,2}(\.[0-9]{1,10})?$/.test(text)) {
    return undefined
  }
  const radius = Number(text)
  return radius <= WIDGET_MAX_RADIUS_PX ? radius : undefined
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown) =>
  (list as readonly unknown[]).includes(value)

/**
 * The channel and the locale of the frame's URL fragment, validated: all
 * the frame's start needs (the first-paint script applied the theme), so
 * the theme's reader stays out of its first load.
 */
export function readWidgetFrameChannel(
  hash: string,
): Omit<WidgetFrameUrl, 'theme'> {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const channel = params.get('channel')
  const locale = params.get('locale')
  return {
    channel:
      channel !== null && widgetChannelPattern.test(channel) ? channel : null,
    locale: isLocaleTag(locale) ? locale : null,
  }
}

/** The frame's URL fragment (with or without '#'), validated value by value. */
export function readWidgetFrameHash(hash: string): WidgetFrameUrl {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const mode = params.get(keys.mode)
  const fontFamily = params.get(keys.fontFamily)
  const density = params.get(keys.density)
  const theme: WidgetFrameTheme = {}
  if (isOneOf(widgetThemeModes, mode)) theme.mode = mode as WidgetThemeMode
  for (const color of WIDGET_THEME_COLORS) {
    const value = params.get(color)
    if (value !== null && widgetColorPattern.test(value)) theme[color] = value
  }
  const radius = readRadius(params.get(keys.radius))
  if (radius !== undefined) theme.radius = radius
  if (fontFamily !== null && widgetFontFamilyPattern.test(fontFamily)) {
    theme.fontFamily = fontFamily
  }
  if (isOneOf(widgetDensities, density)) {
    theme.density = density as WidgetDensity
  }
  return { ...readWidgetFrameChannel(hash), theme }
}
