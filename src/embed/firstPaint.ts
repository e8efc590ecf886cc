/**
 * Runs inline in embed.html's head, before the body is parsed (a classic
 * script, allowed by its hash in the frame's CSP): the partner's theme from
 * the frame's URL is on the root before the first paint, so the shell never
 * shows the default theme first. Every value is validated here
 * (readWidgetFrameHash); the locale is kept for the frame's language
 * (data-locale on the root). Built by scripts/inlineFirstPaintScript.ts.
 */
import { readWidgetFrameHash } from '../../packages/swap-widget/src/protocol/widgetFrameUrl'
import { applyWidgetTheme } from './applyWidgetTheme'

const { theme, locale } = readWidgetFrameHash(window.location.hash)
const root = document.documentElement
applyWidgetTheme(theme, root)
if (locale) root.dataset.locale = locale
