// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, test } from 'vitest'
import {
  APP_SHELL_WORDS,
  EMBED_SHELL_WORDS,
  readShellWordTable,
  type ShellWord,
} from '../../scripts/shellWords'
import { createTestI18n } from '../../src/lib/i18n/testing/createTestI18n'
import { LOCALES } from '../../src/locales/locales'

// The first-paint scripts (scripts/inlineFirstPaintScript.ts) carry the shells' words per language, read from
// the catalogues at build time: the same words React renders next.

const pages = [
  { page: 'index.html', words: APP_SHELL_WORDS },
  { page: 'embed.html', words: EMBED_SHELL_WORDS },
]

const readPage = (page: string) =>
  new DOMParser().parseFromString(
    readFileSync(resolve(import.meta.dirname, '../..', page), 'utf8'),
    'text/html',
  )

const englishAt = (document: Document, word: ShellWord) => {
  const element = document.querySelectorAll(word.selector)[word.index ?? 0]
  return word.attribute
    ? element?.getAttribute(word.attribute)
    : element?.textContent
}

describe('readShellWordTable', () => {
  test.each(pages)(
    "behavior: each of $page's words is in its HTML, in English, where the table points",
    ({ page, words }) => {
      const document = readPage(page)
      for (const word of words) {
        expect(englishAt(document, word), word.selector).toBe(word.message)
      }
    },
  )

  test.each(pages)(
    "behavior: $page's words in each language are the catalogue's translations",
    async ({ words }) => {
      const table = await readShellWordTable(words)
      expect(table.targets).toEqual(
        words.map(({ selector, index = 0, attribute = '' }) => [
          selector,
          index,
          attribute,
        ]),
      )
      const others = LOCALES.filter(({ tag }) => tag !== 'en')
      expect(Object.keys(table.words).sort()).toEqual(
        others.map(({ tag }) => tag).sort(),
      )
      for (const { tag } of others) {
        const i18n = createTestI18n(tag)
        // '' is a word not translated yet: the HTML keeps the English, as
        // Lingui falls back to it.
        const painted = words.map(
          ({ message }, i) => table.words[tag]?.[i] || message,
        )
        expect({ tag, painted }).toEqual({
          tag,
          painted: words.map(({ message }) =>
            i18n._(generateMessageId(message)),
          ),
        })
      }
      // Not the English copied: German's card title is "Swap", its
      // description is not.
      expect(table.words.de).not.toEqual(words.map(({ message }) => message))
    },
  )

  test('behavior: a word that is no catalogue message fails the build', async () => {
    await expect(
      readShellWordTable([{ selector: 'title', message: 'Swapp' }]),
    ).rejects.toThrow('the shell\'s word "Swapp" is no catalogue message')
  })
})
