/**
 * The widget protocol's constants, without zod: the frame needs them before
 * its (lazily loaded) parsers, the first-paint script reads the frame's URL
 * with them, and the host script (createSwapWidget, widget.js) is built
 * from them. The schemas are in widgetProtocol.ts.
 */

export const WIDGET_PROTOCOL_VERSION = 1
export const WIDGET_HOST_SOURCE = 'swap-widget-host'
export const WIDGET_FRAME_SOURCE = 'swap-widget-frame'
/** Longer messages (as JSON) are dropped unread by both sides. */
export const WIDGET_MAX_MESSAGE_CHARS = 65_536
export const WIDGET_MAX_RPC_PARAMS = 16
export const widgetChannelPattern = /^[A-Za-z0-9_-]{8,64}$/

/** Where the proxy serves the frame's partner allowlist. */
export const WIDGET_CONFIG_PATH = '/api/widget-config'

/** How long the host script waits for `ready` unless told otherwise. */
export const WIDGET_DEFAULT_LOAD_TIMEOUT_MS = 15_000

/** Every `error` event's code: the frame's and the host script's. */
export const WIDGET_ERROR_CODES = [
  'invalid-options',
  'load-timeout',
  'link-refused',
] as const

/**
 * Links the frame hands to the top window (an iframe's navigation to a
 * wallet's scheme does nothing on phones): WalletConnect's `wc:` and known
 * wallet apps' schemes, or an https universal link. Never javascript:,
 * data:, blob: or any other scheme.
 */
const walletLinkSchemes = new Set([
  'wc:',
  'metamask:',
  'trust:',
  'rainbow:',
  'zerion:',
  'cbwallet:',
  'uniswap:',
  'okex:',
  'ledgerlive:',
  'safe:',
  'argent:',
  'imtokenv2:',
  'tpoutside:',
])
export const WIDGET_MAX_LINK_CHARS = 4096

export function isWalletLink(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > WIDGET_MAX_LINK_CHARS) {
    return false
  }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol === 'https:') {
    return parsed.username === '' && parsed.password === ''
  }
  return walletLinkSchemes.has(parsed.protocol)
}

/**
 * The theme's named tokens and their values, checked the same by the schema
 * and the frame's URL. Colours are hex (#rgb, #rgba, #rrggbb, #rrggbbaa):
 * nothing else can reach a CSS variable, so no value can carry more CSS.
 */
export const widgetColorPattern =
  /^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/
export const WIDGET_THEME_COLORS = [
  'accent',
  'background',
  'surface',
  'text',
  'textMuted',
  'border',
] as const
export type WidgetThemeColor = (typeof WIDGET_THEME_COLORS)[number]
export const widgetFontFamilyPattern = /^[A-Za-z0-9 ,'"-]{1,200}$/
export const WIDGET_MAX_RADIUS_PX = 32
export const widgetThemeModes = ['light', 'dark', 'auto'] as const
export type WidgetThemeMode = (typeof widgetThemeModes)[number]
export const widgetDensities = ['comfortable', 'compact'] as const
export type WidgetDensity = (typeof widgetDensities)[number]

/** Every event a partner can listen to, in the protocol's order. */
export const WIDGET_EVENT_TYPES = [
  'ready',
  'quote',
  'approval:submitted',
  'approval:confirmed',
  'swap:submitted',
  'swap:confirmed',
  'swap:reverted',
  'error',
  'resize',
] as const

/** A BCP-47 language tag ("en", "de-CH", "zh-Hant-TW"), as Intl reads it. */
export function isLocaleTag(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9-]{2,35}$/.test(value)) {
    return false
  }
  try {
    return Intl.getCanonicalLocales(value).length === 1
  } catch {
    return false
  }
}

/** JSON length, or Infinity for what JSON cannot hold (cycles, bigint). */
export function measureMessage(data: unknown): number {
  try {
    return JSON.stringify(data)?.length ?? 0
  } catch {
    return Number.POSITIVE_INFINITY
  }
}
