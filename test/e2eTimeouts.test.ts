import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'

/**
 * The browser tests run on chains that mine at once: a wait longer than
 * 10 s there hides slowness (issue 25). A longer one is allowed where the
 * test says why: a comment containing `why:` on the same line, or in the
 * comment lines right above it.
 *
 * What counts as a wait: a number above 10 000 (ms) on a line that names a
 * timeout, a deadline or a wait (`timeout: 20_000`, `timeoutMs = 30_000`,
 * `test.setTimeout(120_000)`, `waitFor(xpath, 30_000)`). Figures that are
 * not waits (amounts, ids, clock jumps) are on lines that name none.
 */

const root = resolve(import.meta.dirname, '..')
const e2e = join(root, 'test/e2e')
const LIMIT_MS = 10_000
const waitLine = /timeout|deadline|waitFor|waitUntil/i
// Numeric literals: digits with optional `_` separators, not a bigint.
const numberLiteral = /(?<![\w.])(\d[\d_]*)(?![\w.])(?!n\b)/g

function listTypeScript(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return listTypeScript(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

function saysWhy(lines: readonly string[], index: number) {
  if (/\/\/.*\bwhy:/.test(lines[index] ?? '')) return true
  for (let above = index - 1; above >= 0; above--) {
    const line = (lines[above] ?? '').trim()
    if (!line.startsWith('//')) return false
    if (/\bwhy:/.test(line)) return true
  }
  return false
}

function findLongWaits(path: string, text: string) {
  const lines = text.split('\n')
  return lines.flatMap((line, index) => {
    const code = line.replace(/\/\/.*$/, '')
    if (!waitLine.test(code)) return []
    const long = [...code.matchAll(numberLiteral)]
      .map((match) => Number((match[1] ?? '').replaceAll('_', '')))
      .filter((ms) => ms > LIMIT_MS)
    if (long.length === 0 || saysWhy(lines, index)) return []
    return [`${relative(root, path)}:${index + 1}: ${line.trim()}`]
  })
}

test('rule: no browser-test wait is longer than 10 s unless a `why:` comment beside it says why', () => {
  const files = [
    ...listTypeScript(e2e),
    join(root, 'playwright.config.ts'),
  ].filter((path) => !path.includes('-snapshots'))
  expect(files.length).toBeGreaterThan(30)
  const found = files.flatMap((path) =>
    findLongWaits(path, readFileSync(path, 'utf8')),
  )
  expect(found).toEqual([])
})

test('rule: the check sees a long wait, and lets one through that says why', () => {
  expect(
    findLongWaits(
      'x.ts',
      [
        "await expect(a).toHaveText('Swap', { timeout: 30_000 })",
        'test.setTimeout(120_000)',
        'await driver.waitFor(xpath, 20000)',
        '  { timeout = 10_000 } = {},',
        'expect(balance).toBe(100_000_000n)',
        'await page.clock.fastForward(7 * 24 * 3_600_000)',
        '// why: the proxy queues for 12 s before its 429',
        'timeout: 20_000,',
        'timeout: 20_000, // why: a real Retry-After',
      ].join('\n'),
    ),
  ).toEqual([
    "x.ts:1: await expect(a).toHaveText('Swap', { timeout: 30_000 })",
    'x.ts:2: test.setTimeout(120_000)',
    'x.ts:3: await driver.waitFor(xpath, 20000)',
  ])
})
