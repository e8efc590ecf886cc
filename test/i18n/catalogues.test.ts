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

/**
 * English kept as it is on purpose, by language ('*': every language), each
 * with its reason. Anything else a catalogue holds identical to the English
 * is a message copied, not translated. Messages with no words outside their
 * placeholders and tags ("{label}: {status}") need no entry.
 */
const SAME_AS_ENGLISH: Record<string, { tags: string[] | '*'; why: string }> = {
  '{amount} gwei': {
    tags: '*',
    why: "gwei is the unit's name in every language, as wallets show it",
  },
  Swap: {
    tags: ['de'],
    why: "the product's name stays Swap in German (glossary)",
  },
  Aggregator: { tags: ['de'], why: 'the same word in German' },
  Route: { tags: ['de'], why: 'the same word in German' },
  '{seconds} s': {
    tags: ['de', 'es', 'fr', 'pt-BR'],
    why: 'these languages abbreviate seconds as s (SI), like English',
  },
  '{minutes} min {paddedSeconds} s': {
    tags: ['de', 'es', 'fr', 'pt-BR'],
    why: 'these languages abbreviate minutes and seconds as min and s (SI), like English',
  },
  token: {
    tags: ['es', 'pt-BR'],
    why: 'the loanword MetaMask and Uniswap use in Spanish and Portuguese (glossary)',
  },
  Tokens: {
    tags: ['es', 'pt-BR'],
    why: 'the loanword MetaMask and Uniswap use in Spanish and Portuguese (glossary)',
  },
  '{count, plural, one {# token} other {# tokens}}': {
    tags: ['es', 'pt-BR'],
    why: 'the loanword, with its plural, as MetaMask writes it in Spanish and Portuguese',
  },
  Indicative: {
    tags: ['fr'],
    why: 'the same word in French (feminine, agreeing with cotation)',
  },
  'Transaction {hash}': {
    tags: ['fr'],
    why: 'the same word in French',
  },
}

/** Whether a message has words to translate outside its placeholders. */
const hasWords = (message: string) =>
  /\p{L}/u.test(message.replace(/\{[^{}]*\}|<\/?\d+\/?>/g, ''))

/** The messages of `tag` that are the English, copied. */
function findCopiedMessages(
  english: Catalogue,
  translated: Catalogue,
  tag: string,
): string[] {
  return Object.entries(translated).flatMap(([id, entry]) => {
    const source = english[id]?.translation ?? id
    if (entry.translation !== source || !hasWords(source)) return []
    const allowed = SAME_AS_ENGLISH[source]?.tags
    return allowed === '*' || allowed?.includes(tag) ? [] : [source]
  })
}

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
  )(
    'behavior: %s copies no message from the English but those allowed',
    (tag) => {
      expect(
        findCopiedMessages(
          catalogues[SOURCE_LOCALE] ?? {},
          catalogues[tag] ?? {},
          tag,
        ),
      ).toEqual([])
    },
  )

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

describe('findCopiedMessages', () => {
  const entry = (translation: string) => ({ translation })
  const english = {
    a: entry('Connect wallet'),
    b: entry('{label}: {status}'),
    c: entry('{amount} gwei'),
    d: entry('Swap'),
    e: entry('<0>{address}</0>'),
  }

  test('behavior: finds a message left in English, passes what has no words or is allowed', () => {
    const copied = { ...english }
    expect(findCopiedMessages(english, copied, 'de')).toEqual([
      'Connect wallet',
    ])
    expect(findCopiedMessages(english, copied, 'fr')).toEqual([
      'Connect wallet',
      'Swap',
    ])
    expect(
      findCopiedMessages(
        english,
        { ...copied, a: entry('Wallet verbinden') },
        'de',
      ),
    ).toEqual([])
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
