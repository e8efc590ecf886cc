import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { emitWidgetTypes } from './emitWidgetTypes'

// widget.d.ts as a partner uses it: saved beside their code, the script's
// URL mapped to it, and compiled with tsc in strict mode: the README's
// TypeScript and React usages must compile, and misuse must not. (The built
// file's equality with a fresh emit is in test/integration/widgetBuild.)

const root = resolve(import.meta.dirname, '..')
const run = promisify(execFile)
let types = ''
let dir = ''

const misuse = `import { createSwapWidget } from 'https://swap.example/widget.js'
const widget = createSwapWidget(document.body)
// @ts-expect-error not an option
createSwapWidget(document.body, { amont: '1' })
// @ts-expect-error not a theme mode
createSwapWidget(document.body, { theme: { mode: 'sepia' } })
// @ts-expect-error the amount is text, as a person types it
createSwapWidget(document.body, { amount: 1.5 })
// @ts-expect-error not an event
widget.on('swap:done', () => {})
widget.on('quote', (event) => {
  // @ts-expect-error a quote has no hash
  event.hash
})
widget.on('error', (event) => {
  // @ts-expect-error not an error code
  if (event.code === 'timeout') return
})
`

/** The README's code blocks in a language. */
async function readmeBlocks(language: string) {
  const readme = await readFile(join(root, 'src/embed/README.md'), 'utf8')
  const pattern = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g')
  return [...readme.matchAll(pattern)].map(([, code = '']) => code)
}

async function typeCheck(files: Record<string, string>) {
  for (const [name, code] of Object.entries(files)) {
    await writeFile(join(dir, name), code)
  }
  const config = {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      lib: ['ES2022', 'DOM'],
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      types: [],
      paths: { 'https://swap.example/widget.js': ['./swap-widget.d.ts'] },
    },
    files: ['swap-widget.d.ts', ...Object.keys(files)],
  }
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(config))
  const tsc = join(root, 'node_modules/.bin/tsc')
  return run(tsc, ['-p', join(dir, 'tsconfig.json')]).then(
    () => '',
    (error: { stdout?: string }) => error.stdout ?? String(error),
  )
}

beforeAll(async () => {
  types = await emitWidgetTypes()
  // Inside the project, so that `react` resolves for the React usage.
  const scratch = join(root, 'node_modules/.tmp')
  await mkdir(scratch, { recursive: true })
  dir = await mkdtemp(join(scratch, 'widget-usage-'))
  await writeFile(join(dir, 'swap-widget.d.ts'), types)
}, 60_000)

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('widget.d.ts', () => {
  test('behavior: stands alone: no import, no zod, the protocol expanded', () => {
    expect(types).not.toMatch(/^import|import\(|zod|\$Infer/m)
    expect(types).toContain('export declare function createSwapWidget(')
    expect(types).toContain(
      'code: "invalid-options" | "link-refused" | "load-timeout";',
    )
    expect(types).toContain('locale?: string | undefined;')
    expect(types).toContain('loadTimeoutMs?: number;')
  })

  test("behavior: the README's TypeScript and React usages compile against it", async () => {
    const [typescript] = await readmeBlocks('ts')
    const [react] = await readmeBlocks('tsx')
    expect(typescript).toContain('createSwapWidget')
    expect(react).toContain('createSwapWidget')
    expect(
      await typeCheck({
        'usage.ts': `${typescript}\nexport {}\n`,
        'usage.tsx': react ?? '',
      }),
    ).toBe('')
  }, 60_000)

  test('behavior: misuse does not compile (each line expects its error)', async () => {
    expect(await typeCheck({ 'misuse.ts': misuse })).toBe('')
    // And the expectations are real: without the types, they are unused.
    const loose = misuse.replace(
      "from 'https://swap.example/widget.js'",
      "from './loose'",
    )
    expect(
      await typeCheck({
        'misuse.ts': loose,
        'loose.ts':
          'export const createSwapWidget = (..._: unknown[]): any => ({ on: (..._: unknown[]) => {} })\n',
      }),
    ).toMatch(/TS2578/)
  }, 60_000)
})
