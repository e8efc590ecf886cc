/**
 * Runs inline at the end of index.html's body, after the shell is parsed and
 * before it first paints (a classic script, allowed by its hash in the
 * page's CSP): the shell speaks the visitor's language at once, resolved as
 * the app resolves it (getPageLocale: `?lang=`, the saved choice, the
 * browser's languages, English), with the catalogues' words
 * (scripts/shellWords.ts puts the table in at build time). Built by
 * scripts/inlineFirstPaintScript.ts.
 */
import { getPageLocale } from '../lib/i18n/getPageLocale'
import {
  paintShellWords,
  type ShellWordTable,
} from '../lib/i18n/paintShellWords'
import { getLocalStorage } from '../lib/i18n/savedLocale'

declare const __SHELL_WORDS__: ShellWordTable

paintShellWords(
  __SHELL_WORDS__,
  getPageLocale({ storage: getLocalStorage() }),
  document,
)
