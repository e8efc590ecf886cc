// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the examples are source text, placeholders included
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { listSourceFiles } from '../harness/readImports'
import {
  type ConcatenatedMessage,
  findConcatenatedMessages,
} from './findConcatenatedMessages'

// Every sentence is one message with placeholders (src/locales/README.md):
// a sentence glued from translated pieces cannot be ordered by a language
// whose words go in another order.

const root = resolve(import.meta.dirname, '../..')

/**
 * Functions whose translated text is a quantity or a name, which fits any
 * slot the way a formatted number does.
 */
const QUANTITIES = new Set([
  // "1.5 USDC", or "12345 (smallest units)" when the quote names no token
  'formatBuy',
  // "1.5 USDC", or "12345 (raw units)" when the token is unknown
  'amountText',
  // "1.5 gwei": the unit's name after a number in the language's format
  'gwei',
  // a protocol's own name, or "Unknown pool type" as a label of its own
  'getPoolTypeLabel',
])

/** Findings let through for now, each with its reason. */
const ALLOWED: { file: string; text: string; why: string }[] = [
  ...['${label}: ${status}. ${note}', '${label}: ${status}`'].map((text) => ({
    file: 'src/features/swap/components/SwapProgress.tsx',
    text,
    why: "the live region's label and state ('Approve: Done'), as a list item reads them: words, not pieces of a sentence, ordered by each language in the message",
  })),
]

const isAllowed = (found: ConcatenatedMessage) =>
  ALLOWED.some(
    ({ file, text }) => found.file === file && found.text.includes(text),
  )

const describeFound = ({ file, line, rule }: ConcatenatedMessage) =>
  `${file}:${line} ${rule}`

describe('messages', () => {
  test('behavior: no sentence in src/ is built from translated pieces', () => {
    const files = listSourceFiles(root, 'src')
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .map((file) => ({ file, code: readFileSync(join(root, file), 'utf8') }))
    expect(files.length).toBeGreaterThan(100)
    const found = findConcatenatedMessages(files, QUANTITIES)
    expect(found.filter((item) => !isAllowed(item)).map(describeFound)).toEqual(
      [],
    )
    // Every allowance still matches something, or it goes.
    const unused = ALLOWED.filter(
      ({ file, text }) =>
        !found.some((item) => item.file === file && item.text.includes(text)),
    )
    expect(unused).toEqual([])
  })
})

describe('findConcatenatedMessages', () => {
  test('behavior: finds the pieces the code joined before each sentence became one message', () => {
    // The files as they were (fixtures/before/), read as text.
    const folder = join(import.meta.dirname, 'fixtures/before')
    const files = readdirSync(folder).map((name) => ({
      file: name.replace(/\.txt$/, ''),
      code: readFileSync(join(folder, name), 'utf8'),
    }))
    expect(
      findConcatenatedMessages(files, QUANTITIES).map(describeFound),
    ).toMatchInlineSnapshot(`
      [
        "ComparePoolList.tsx:60 placeholder",
        "QuoteDetails.tsx:151 placeholder",
        "QuoteDetails.tsx:152 placeholder",
        "QuoteDetails.tsx:179 placeholder",
        "WrongChainPrompt.tsx:43 placeholder",
        "checkApprovalTransaction.ts:92 placeholder",
        "flowActions.ts:109 placeholder",
        "flowActions.ts:110 placeholder",
        "flowActions.ts:118 placeholder",
        "flowActions.ts:121 placeholder",
        "flowActions.ts:129 placeholder",
        "flowActions.ts:144 placeholder",
        "simulateSwap.ts:305 argument",
        "simulateSwap.ts:309 argument",
        "simulateSwap.ts:315 argument",
        "simulateSwap.ts:319 argument",
        "simulateSwap.ts:320 placeholder",
        "toSharedReadNotes.ts:27 placeholder",
        "toSharedReadNotes.ts:34 placeholder",
      ]
    `)
  })

  const find = (code: string) =>
    findConcatenatedMessages([{ file: 'Example.tsx', code }]).map(
      ({ rule, text }) => `${rule}: ${text}`,
    )

  test('behavior: finds +, .join( and pieces in another message or template', () => {
    const code = [
      'export function Example({ count }: { count: number }) {',
      '  const { t, i18n } = useLingui()',
      '  const unit = t`tokens`',
      '  const more = count > 1 ? i18n._(msg`more`) : t`one more`',
      '  const word = () => i18n._(msg`swap`)',
      '  const a = t`You have` + ` ${count} ` + unit',
      '  const b = [t`Sent`, t`confirmed`].join(", ")',
      '  const c = items.map((item) => i18n._(item.label)).join(" · ")',
      '  const d = t`Buy ${more} now`',
      '  const e = `${word()} done`',
      '  return <p title={t`Count: ${count}`}>{a}{b}{c}{d}{e}</p>',
      '}',
    ].join('\n')
    expect(find(code)).toEqual([
      'plus: t`You have` + ` ${count} ` + unit',
      'plus: t`You have` + ` ${count} `',
      'join: [t`Sent`, t`confirmed`].join(", ")',
      'join: items.map((item) => i18n._(item.label)).join(" · ")',
      'placeholder: `Buy ${more} now`',
      'placeholder: `${word()} done`',
    ])
  })

  test('behavior: finds a piece given to a function that puts it in a message', () => {
    const code = [
      'const refuse = (reason: string, i18n: I18n) =>',
      '  i18n._(msg`It fails: ${reason}. Nothing was sent.`)',
      'const note = (reason: string, i18n: I18n) =>',
      '  i18n._(msg`${reason} Nothing was sent.`)',
      'export function check(i18n: I18n) {',
      '  const a = refuse(i18n._(msg`it reverts`), i18n)',
      '  const b = note(i18n._(msg`The fee is too high.`), i18n)',
      '  return [a, b]',
      '}',
    ].join('\n')
    expect(find(code)).toEqual([
      'argument: refuse(i18n._(msg`it reverts`), i18n)',
    ])
  })

  test('behavior: lets through numbers, names, whole sentences and allowed quantities', () => {
    const code = [
      'export function Example({ amount, symbol }: Props) {',
      '  const { t } = useLingui()',
      '  const shown = `${format.tokenAmount(amount, 18)} ${symbol}`',
      '  const key = [symbol, String(amount)].join(":")',
      '  const reason = t`The fee is too high.`',
      '  const note = t`${reason} Nothing was sent.`',
      '  return <p>{t`You receive ${shown}.`}{note}{key}</p>',
      '}',
    ].join('\n')
    expect(find(code)).toEqual([])
    expect(
      findConcatenatedMessages(
        [
          {
            file: 'A.ts',
            code: 'const units = (n: bigint) => i18n._(msg`${n} units`)\nconst s = t`Got ${units(1n)}.`',
          },
        ],
        new Set(['units']),
      ),
    ).toEqual([])
  })
})
