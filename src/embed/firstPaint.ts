/**
 * Runs inline in embed.html's head, before the body is parsed (a classic
 * script, allowed by its hash in the frame's CSP): the partner's theme from
 * the frame's URL is on the root before the first paint, so the shell never
 * shows the default theme first. Every value is validated here
 * (readWidgetFrameHash); the locale is kept for the frame's language
 * (data-locale on the root), and the frame's `<html lang dir>` and title
 * speak the language the frame resolves (main.tsx: the widget's option,
 * `?lang=`, the browser's languages) from the first paint, in the
 * catalogues' words (scripts/shellWords.ts). Built by
 * scripts/inlineFirstPaintScript.ts.
 */
import { readWidgetFrameHash } from '../../packages/swap-widget/src/protocol/widgetFrameUrl'
import { getPageLocale } from '../lib/i18n/getPageLocale'
import {
  paintShellWords,
  type ShellWordTable,
} from '../lib/i18n/paintShellWords'
import { applyWidgetTheme } from './applyWidgetTheme'

declare const __SHELL_WORDS__: ShellWordTable

const { theme, locale } = readWidgetFrameHash(window.location.hash)
const root = document.documentElement
applyWidgetTheme(theme, root)
if (locale) root.dataset.locale = locale
paintShellWords(
  __SHELL_WORDS__,
  getPageLocale({ widgetLocale: locale, storage: null }),
  document,
)
