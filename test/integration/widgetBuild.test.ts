import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, test } from 'vitest'
import { getSharedBuild } from '../harness/buildProductionSpa'

// The widget's partner script in a production build stays tiny and
// self-contained. The frame's first load (/embed.html) is measured as the
// browser fetches it, embedded by the example partner page, in
// productionBuild.test.ts, which already runs the production build in
// Chromium.

const WIDGET_SCRIPT_BUDGET_BYTES = 10 * 1024
let outDir = ''

beforeAll(async () => {
  outDir = await getSharedBuild('production')
}, 300_000)

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
})
