import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { findUntranslatedText } from '../harness/findUntranslatedText'
import { listSourceFiles } from '../harness/readImports'

// Words for people go through the catalogues (src/locales/README.md). The
// folders whose words are all messages; a folder joins this list when its
// words have been converted, and stays checked from then on.
const CONVERTED_FOLDERS = [
  'src/app',
  'src/ui',
  'src/lib',
  'src/locales',
  'src/embed',
  'src/features/activity',
  'src/features/chains',
  'src/features/compare',
  'src/features/settings',
  'src/features/swap',
  'src/features/tokens',
  'src/features/wallet',
]

// Everything in src/ but these is checked: a new folder is checked from
// its first file. Every folder is converted today.
const UNCONVERTED_FOLDERS: string[] = []

const root = resolve(import.meta.dirname, '../..')
const isChecked = (path: string) =>
  !/\.test\.tsx?$/.test(path) && !path.includes('/testing/')

describe('user-visible text', () => {
  test('behavior: every folder of src/ is checked, but those named unconverted', () => {
    const folders = readdirSync(join(root, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap(({ name }) =>
        name === 'features'
          ? readdirSync(join(root, 'src/features'), { withFileTypes: true })
              .filter((entry) => entry.isDirectory())
              .map((feature) => `src/features/${feature.name}`)
          : [`src/${name}`],
      )
    const unchecked = folders.filter(
      (folder) =>
        !CONVERTED_FOLDERS.includes(folder) &&
        !UNCONVERTED_FOLDERS.includes(folder),
    )
    expect(unchecked).toEqual([])
  })

  test('behavior: the converted folders write no words for people outside the catalogues', () => {
    const files = CONVERTED_FOLDERS.flatMap((folder) =>
      listSourceFiles(root, folder),
    ).filter(isChecked)
    expect(files.length).toBeGreaterThan(30)
    const found = files.flatMap((file) =>
      findUntranslatedText(file, readFileSync(join(root, file), 'utf8')).map(
        ({ line, text, rule }) => `${file}:${line} (${rule}) ${text}`,
      ),
    )
    expect(found).toEqual([])
  })
})

describe('findUntranslatedText', () => {
  const find = (code: string) =>
    findUntranslatedText('Example.tsx', code).map(({ rule, text }) => [
      rule,
      text,
    ])

  test('behavior: finds JSX text, visible attributes and labels in tables', () => {
    const code = [
      "import { Trans, useLingui } from '@lingui/react/macro'",
      "const labels = { idle: 'Copy link', done: `Link copied` }",
      'export function Example({ isBusy }: { isBusy: boolean }) {',
      '  const { t } = useLingui()',
      '  return (',
      '    <div title="Hello there" aria-label={isBusy ? t`Busy` : `Idle`}>',
      '      Connect wallet',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text
      "      <input placeholder={'Amount'} alt={`Logo of ${t`x`}`} />",
      "      {isBusy ? 'Connecting…' : null}",
      '      <Spinner label="Loading" />',
      '    </div>',
      '  )',
      '}',
    ].join('\n')
    expect(find(code)).toEqual([
      ['literal', 'Copy link'],
      ['literal', 'Link copied'],
      ['attribute', 'Hello there'],
      ['attribute', 'Idle'],
      ['jsx-text', 'Connect wallet'],
      ['attribute', 'Amount'],
      ['attribute', 'Logo of'],
      ['jsx-text', 'Connecting…'],
      ['attribute', 'Loading'],
    ])
  })

  test('behavior: lets through messages, markup, symbols, code and marked exemptions', () => {
    const code = [
      "import { msg } from '@lingui/core/macro'",
      "import { Trans, useLingui } from '@lingui/react/macro'",
      'const note = msg`Scan a QR code`',
      '// i18n-exempt: a brand name,',
      '// the same in every language',
      "const name = 'WalletConnect'",
      "type Mode = 'Exact' | 'Unlimited'",
      '// i18n-exempt: each name in its own language',
      "const names = [{ tag: 'de', name: 'Deutsch' }]",
      'export function Example({ event }: { event: KeyboardEvent }) {',
      '  const { t } = useLingui()',
      "  if (event.key === 'Escape') throw new Error('Example needs a provider')",
      "  console.error('Example crashed')",
      '  return (',
      '    <p className="field-note" aria-label={t`Notes`} title={name}>',
      '      <Trans>',
      '        Output goes to <code>{name}</code>{" "}now.',
      '      </Trans>',
      '      <span aria-hidden="true">×</span> → {"%"}',
      '    </p>',
      '  )',
      '}',
    ].join('\n')
    expect(find(code)).toEqual([])
  })
})
