// The words of the HTML shells (index.html, embed.html) in every language,
// taken from the catalogues at build time for the inline first-paint script
// (scripts/inlineFirstPaintScript.ts, src/lib/i18n/paintShellWords.ts): a
// German visitor's first paint is German before any bundle arrives, in the
// very words React renders next. There is no second copy to keep: each
// word is the catalogue's translation of the message React shows there.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { formatter } from '@lingui/format-po'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'

/** The same shapes as src/lib/i18n/paintShellWords.ts's, which reads them
 * in the browser (this side has no DOM types). */
type ShellTarget = [selector: string, index: number, attribute: string]
type ShellWordTable = {
  targets: ShellTarget[]
  words: Record<string, string[]>
}

/** One word of a shell: where it is and the message (the English) it is. */
export type ShellWord = {
  /** The element: the `index`th match of `selector` (default the first). */
  selector: string
  index?: number
  /** The attribute holding the word; none: the element's text. */
  attribute?: string
  /** The message's English, as the catalogue's msgid (no context). */
  message: string
}

/** index.html's words; test/dom/shellWords.test.ts checks each is there,
 * in English, where its selector points. */
export const APP_SHELL_WORDS: readonly ShellWord[] = [
  { selector: 'title', message: 'Swap' },
  {
    selector: 'meta[name=description]',
    attribute: 'content',
    message: 'Swap tokens at the best aggregated price',
  },
  { selector: '.skip-link', message: 'Skip to the swap' },
  {
    selector: '.app-header .button-ghost',
    attribute: 'aria-label',
    message: 'Switch to dark theme',
  },
  {
    selector: '.app-header .button-ghost',
    attribute: 'title',
    message: 'Switch to dark theme',
  },
  { selector: '#main [role=status]', message: 'Loading…' },
  { selector: '.swap-title', message: 'Swap' },
  { selector: '.skeleton-label', message: 'Network' },
  { selector: '.panel-label', message: 'You sell' },
  { selector: '.panel-label', index: 1, message: 'You buy' },
  {
    selector: '.footer-note',
    message:
      "Prices come from the aggregation service through this site's proxy. Always check amounts in your wallet before signing.",
  },
]

/** embed.html's words: its card shows grey bars until React's words. */
export const EMBED_SHELL_WORDS: readonly ShellWord[] = [
  { selector: 'title', message: 'Swap widget' },
]

const LOCALES_DIR = join(import.meta.dirname, '../src/locales')

// The languages are the catalogues beside src/locales/locales.ts (scripts
// do not import src/): one `<tag>.po` per entry there, English the source,
// as lingui.config.ts says; test/dom/shellWords.test.ts holds the two
// lists equal.
const SOURCE_LOCALE = 'en'

/** The tags of the catalogues in src/locales/. */
export async function listCatalogueTags(): Promise<string[]> {
  const files = await readdir(LOCALES_DIR)
  return files
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.slice(0, -'.po'.length))
    .sort()
}

type Catalogue = Record<string, { translation?: string }>

async function readCatalogue(tag: string): Promise<Catalogue> {
  const filename = join(LOCALES_DIR, `${tag}.po`)
  const text = await readFile(filename, 'utf8')
  return (await formatter().parse(text, {
    locale: tag,
    sourceLocale: SOURCE_LOCALE,
    filename,
  })) as Catalogue
}

/**
 * The table the first-paint script carries: where each word goes, and per
 * language other than English (the HTML's own) each word's translation in
 * the same order; '' where the catalogue has none yet, which leaves the
 * English, as Lingui falls back to it. A word that is no message of the
 * English catalogue is a build error, never a silent English word.
 */
export async function readShellWordTable(
  words: readonly ShellWord[],
): Promise<ShellWordTable> {
  const english = await readCatalogue(SOURCE_LOCALE)
  const ids = words.map(({ message }) => {
    const id = generateMessageId(message)
    if (!english[id]) {
      throw new Error(`the shell's word "${message}" is no catalogue message`)
    }
    return id
  })
  const targets = words.map(({ selector, index = 0, attribute = '' }) => [
    selector,
    index,
    attribute,
  ]) satisfies ShellTarget[]
  const translations: Record<string, string[]> = {}
  for (const tag of await listCatalogueTags()) {
    if (tag === SOURCE_LOCALE) continue
    const catalogue = await readCatalogue(tag)
    translations[tag] = ids.map((id) => catalogue[id]?.translation ?? '')
  }
  return { targets, words: translations }
}
