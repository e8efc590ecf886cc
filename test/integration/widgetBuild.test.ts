import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildProductionSpa } from '../harness/buildProductionSpa'

// The widget's sizes in a production build: the partner script stays tiny
// and self-contained, and embed.html's first load holds to the app's budget
// (the same 160 KiB gzip as productionBuild.test.ts). As on the app's page,
// what can only run after the first answer loads after the first paint: the
// frame's parsers and card wait for the host's `init` message.

const WIDGET_SCRIPT_BUDGET_BYTES = 10 * 1024
const INITIAL_JS_BUDGET_BYTES = 160 * 1024
let outDir = ''

function initialJsGzipBytes(htmlFile: string) {
  const html = readFileSync(join(outDir, htmlFile), 'utf8')
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] as string)
  expect(sources.length).toBeGreaterThan(0)
  return [...new Set(sources)]
    .map((src) => gzipSync(readFileSync(join(outDir, src))).length)
    .reduce((sum, size) => sum + size, 0)
}

beforeAll(async () => {
  outDir = await buildProductionSpa()
}, 300_000)

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe('widget build', () => {
  test('behavior: /widget.js is one file with no imports, ≤ 10 KiB gzip', () => {
    const code = readFileSync(join(outDir, 'widget.js'), 'utf8')
    const gzipBytes = gzipSync(code).length
    console.log(`widget.js: ${(gzipBytes / 1024).toFixed(1)} KiB gzip`)
    expect(gzipBytes).toBeLessThanOrEqual(WIDGET_SCRIPT_BUDGET_BYTES)
    expect(code).not.toMatch(/\bimport\s*[{(*"'`]|\bfrom\s*["'`]/)
    expect(code).toContain('createSwapWidget')
    expect(code).toContain('./embed.html')
  })

  test("behavior: embed.html's initial JS fits the app's 160 KiB budget", () => {
    const gzipBytes = initialJsGzipBytes('embed.html')
    console.log(
      `embed.html initial JS: ${(gzipBytes / 1024).toFixed(1)} KiB gzip`,
    )
    expect(gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES)
  })
})
