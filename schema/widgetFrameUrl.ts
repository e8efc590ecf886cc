/**
 * What the frame's URL carries besides its channel: the partner's theme and
 * locale, in the fragment (never sent to a server, never in a log). The
 * host script writes it; the frame reads it before its first paint (an
 * inline script, scripts/firstPaintTheme.ts) and again when it starts, and
 * drops any value that does not validate: a link crafted by hand cannot put
 * anything but a valid theme on the page. No zod: both readers run before
 * the protocol's parsers load.
 */
import {
  isLocaleTag,
  WIDGET_MAX_RADIUS_PX,
  type WidgetThemeMode,
  widgetAccentPattern,
  widgetChannelPattern,
  widgetFontFamilyPattern,
  widgetThemeModes,
} from './widgetProtocolConstants'

export type WidgetFrameTheme = {
  mode?: WidgetThemeMode
  accent?: string
  radius?: number
  fontFamily?: string
}

export type WidgetFrameUrl = {
  channel: string | null
  theme: WidgetFrameTheme
  locale: string | null
}

const keys = {
  channel: 'channel',
  mode: 'theme',
  accent: 'accent',
  radius: 'radius',
  fontFamily: 'font',
  locale: 'locale',
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
  put(keys.channel, channel)
  put(keys.mode, theme.mode)
  put(keys.accent, theme.accent)
  put(keys.radius, theme.radius)
  put(keys.fontFamily, theme.fontFamily)
  put(keys.locale, locale)
  return params.toString()
}

function readRadius(text: string | null) {
  if (text === null || !/^[0-9]{1,2}(\.[0-9]{1,10})?$/.test(text)) {
    return undefined
  }
  const radius = Number(text)
  return radius <= WIDGET_MAX_RADIUS_PX ? radius : undefined
}

/** The frame's URL fragment (with or without '#'), validated value by value. */
export function readWidgetFrameHash(hash: string): WidgetFrameUrl {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const channel = params.get(keys.channel)
  const mode = params.get(keys.mode)
  const accent = params.get(keys.accent)
  const fontFamily = params.get(keys.fontFamily)
  const locale = params.get(keys.locale)
  const theme: WidgetFrameTheme = {}
  if ((widgetThemeModes as readonly unknown[]).includes(mode)) {
    theme.mode = mode as WidgetThemeMode
  }
  if (accent !== null && widgetAccentPattern.test(accent)) theme.accent = accent
  const radius = readRadius(params.get(keys.radius))
  if (radius !== undefined) theme.radius = radius
  if (fontFamily !== null && widgetFontFamilyPattern.test(fontFamily)) {
    theme.fontFamily = fontFamily
  }
  return {
    channel:
      channel !== null && widgetChannelPattern.test(channel) ? channel : null,
    theme,
    locale: isLocaleTag(locale) ? locale : null,
  }
}
