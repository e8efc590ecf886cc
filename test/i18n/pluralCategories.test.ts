import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import {
  type CompiledMessage,
  compileMessageOrThrow,
} from '@lingui/message-utils/compileMessage'
import { beforeAll, describe, expect, test } from 'vitest'
import { LINGUI_CONFIG_PATH } from '../../scripts/linguiPlugins'
import { LOCALES } from '../../src/locales/locales'

// Each plural in a catalogue names the categories its language has, as
// Intl.PluralRules gives them: a missing one falls back to `other` (Arabic
// without `two` would say "2 tokens" in the plural, where Arabic uses the
// dual), and one the language lacks is a copy of the English nobody reads
// (Japanese and Chinese have `other` only).

type Catalogue = Record<string, { translation: string }>

let catalogues: Record<string, Catalogue> = {}

beforeAll(async () => {
  const config = getConfig({ configPath: LINGUI_CONFIG_PATH })
  const [catalog] = await getCatalogs(config)
  if (!catalog) throw new Error('lingui.config.ts names no catalogue')
  catalogues = (await catalog.readAll()) as Record<string, Catalogue>
}, 60_000)

/**
 * The categories a language needs for the counts these messages show:
 * whole numbers up to 1000 and halves. French, Spanish and Portuguese
 * have `many` for millions only ("1 million de…"), which the messages'
 * digits never reach, so it is not asked of them.
 */
function neededCategories(locale: string) {
  const rules = new Intl.PluralRules(locale)
  const counts = Array.from({ length: 1001 }, (_, n) => n)
  const categories = new Set(
    [...counts, ...counts.map((n) => n + 0.5)].map((n) => rules.select(n)),
  )
  return [...categories].sort()
}

/** The categories each plural argument of a message names, by argument. */
function pluralCategoriesOf(message: string) {
  const found: string[] = []
  const collect = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue
      const [name, type, format] = token
      if (!format || typeof format !== 'object') continue
      if (type === 'plural') {
        // `=0` compiles to the key "0": an exact match, allowed in any
        // language beside its categories.
        const categories = Object.keys(format)
          .filter((key) => key !== 'offset' && !/^\d+$/.test(key))
          .sort()
        found.push(`${name}: ${categories.join(' ')}`)
      }
      for (const choice of Object.values(format)) {
        if (Array.isArray(choice)) collect(choice as CompiledMessage)
      }
    }
  }
  collect(compileMessageOrThrow(message))
  return found
}

describe('plural categories', () => {
  test('behavior: the needed categories are those of the language', () => {
    expect(neededCategories('ar')).toEqual(
      ['few', 'many', 'one', 'other', 'two', 'zero'].sort(),
    )
    expect(neededCategories('ja')).toEqual(['other'])
    expect(neededCategories('de')).toEqual(['one', 'other'])
    expect(neededCategories('fr')).toEqual(['one', 'other'])
  })

  test('behavior: reads the categories of nested plurals, not exact matches', () => {
    expect(
      pluralCategoriesOf(
        '{a} in {count, plural, =0 {none} one {# path} other {# paths of {n, plural, other {#}}}}',
      ),
    ).toEqual(['count: one other', 'n: other'])
  })

  test.each(LOCALES.map(({ tag }) => tag))(
    'behavior: every plural of %s names exactly the categories its language needs',
    (tag) => {
      const needed = neededCategories(tag).join(' ')
      const wrong = Object.entries(catalogues[tag] ?? {}).flatMap(
        ([id, { translation }]) =>
          pluralCategoriesOf(translation || id)
            .filter((found) => !found.endsWith(`: ${needed}`))
            .map((found) => `${found} (needs ${needed}) in ${translation}`),
      )
      expect(wrong).toEqual([])
    },
  )
})
