import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import {
  type CompiledMessage,
  compileMessageOrThrow,
} from '@lingui/message-utils/compileMessage'
import { beforeAll, describe, expect, test } from 'vitest'
import { LINGUI_CONFIG_PATH } from '../../scripts/linguiPlugins'
import { LOCALES, SOURCE_LOCALE } from '../../src/locales/locales'

// Every catalogue holds every message of the source, translated, with the
// English's placeholders and tags; and the catalogues are what extraction
// makes of the source today (`npm run i18n:extract`, src/locales/README.md).

type Catalogue = Record<string, { translation: string; obsolete?: boolean }>

let extracted: Record<string, { message?: string }> = {}
let catalogues: Record<string, Catalogue> = {}

beforeAll(async () => {
  const config = getConfig({ configPath: LINGUI_CONFIG_PATH })
  const [catalog] = await getCatalogs(config)
  if (!catalog) throw new Error('lingui.config.ts names no catalogue')
  extracted = (await catalog.collect()) ?? {}
  catalogues = (await catalog.readAll()) as Record<string, Catalogue>
}, 60_000)

const idsOf = (catalogue: Catalogue | undefined) =>
  Object.keys(catalogue ?? {}).sort()

/** Argument names (with their ICU type) and tag numbers a message uses. */
function shapeOf(message: string) {
  const names = new Set<string>()
  const collect = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const [tag] of token.matchAll(/<\/?\d+\/?>/g)) names.add(tag)
        continue
      }
      const [name, type, format] = token
      names.add(type ? `${name}, ${type}` : name)
      if (format && typeof format === 'object') {
        for (const choice of Object.values(format)) {
          if (Array.isArray(choice)) collect(choice as CompiledMessage)
        }
      }
    }
  }
  collect(compileMessageOrThrow(message))
  return [...names].sort()
}

describe('catalogues', () => {
  test('behavior: the language list and the catalogues are the same', () => {
    expect(Object.keys(catalogues).sort()).toEqual(
      LOCALES.map(({ tag }) => tag).sort(),
    )
  })

  test('behavior: the source catalogue is what extraction finds in the source, no more, no less', () => {
    const source = catalogues[SOURCE_LOCALE] ?? {}
    expect(Object.keys(extracted).length).toBeGreaterThan(50)
    expect(idsOf(source)).toEqual(Object.keys(extracted).sort())
    for (const [id, { message }] of Object.entries(extracted)) {
      expect(source[id]?.translation, id).toBe(message ?? id)
    }
  })

  test.each(
    LOCALES.map(({ tag }) => tag).filter((tag) => tag !== SOURCE_LOCALE),
  )('behavior: %s has every message, translated, and nothing else', (tag) => {
    const catalogue = catalogues[tag]
    expect(idsOf(catalogue)).toEqual(idsOf(catalogues[SOURCE_LOCALE]))
    const english = catalogues[SOURCE_LOCALE] ?? {}
    const untranslated = Object.entries(catalogue ?? {})
      .filter(([, entry]) => !entry.translation.trim() || entry.obsolete)
      .map(([id]) => english[id]?.translation ?? id)
    expect(untranslated).toEqual([])
  })

  test.each(
    LOCALES.map(({ tag }) => tag).filter((tag) => tag !== SOURCE_LOCALE),
  )('behavior: %s keeps the placeholders and tags of the English', (tag) => {
    const source = catalogues[SOURCE_LOCALE] ?? {}
    const differing = Object.entries(catalogues[tag] ?? {}).flatMap(
      ([id, entry]) => {
        const english = shapeOf(source[id]?.translation ?? id)
        const translated = shapeOf(entry.translation)
        return english.join() === translated.join()
          ? []
          : [`${source[id]?.translation}: ${english} ≠ ${translated}`]
      },
    )
    expect(differing).toEqual([])
  })
})

describe('shapeOf', () => {
  test('behavior: names arguments, plural and select arguments and tags', () => {
    expect(
      shapeOf(
        'Sent <0>{amount}</0> to {count, plural, one {# wallet} other {# wallets of {owner}}}',
      ),
    ).toEqual(['<0>', '</0>', 'amount', 'count, plural', 'owner'].sort())
  })
})
