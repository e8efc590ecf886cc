import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devPrivateKeys } from '../../devnet/devAccounts'
import { buildProductionSpa, listFiles } from '../harness/buildProductionSpa'

// What a production build ships: no dev private key (the Devnet wallet exists
// only in VITE_DEVNET builds), and an initial load within the JS budget.
// Budget: 160 KiB gzip; the bare react + wagmi + query + zustand + viem floor
// is ≈ 128 KiB (TOOLCHAIN.md).

const INITIAL_JS_BUDGET_BYTES = 160 * 1024
let outDir = ''
// A VITE_* variable the app does not read must not be inlined either (someone
// may put the partner key in one by mistake).
const unreadCanary = `unread-vite-canary-${process.pid}`

/** The JS index.html loads before anything runs: its module script and the
 * chunks it modulepreloads, plus their static imports (Vite preloads them). */
function initialScripts(html: string) {
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] as string)
  return [...new Set(sources)]
}

beforeAll(async () => {
  outDir = await buildProductionSpa({ VITE_PARTNER_API_KEY: unreadCanary })
}, 300_000)

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe('production build', () => {
  test('behavior: contains no dev private key, with or without 0x', () => {
    const needles = devPrivateKeys.flatMap((key) => [
      key.toLowerCase(),
      key.slice(2).toLowerCase(),
    ])
    const found = listFiles(outDir).flatMap((file) => {
      const text = readFileSync(file, 'latin1').toLowerCase()
      return needles.filter((needle) => text.includes(needle)).map(() => file)
    })
    expect(listFiles(outDir).length).toBeGreaterThan(1)
    expect(found).toEqual([])
  })

  test('behavior: inlines no VITE_ variable the app does not read', () => {
    const found = listFiles(outDir).filter((file) =>
      readFileSync(file, 'latin1').includes(unreadCanary),
    )
    expect(found).toEqual([])
  })

  test('behavior: the initial JS fits the 160 KiB gzip budget', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8')
    const scripts = initialScripts(html)
    expect(scripts.length).toBeGreaterThan(0)
    const gzipBytes = scripts
      .map((src) => gzipSync(readFileSync(join(outDir, src))).length)
      .reduce((sum, size) => sum + size, 0)
    console.log(
      `initial JS: ${(gzipBytes / 1024).toFixed(1)} KiB gzip in ${scripts.length} files`,
    )
    expect(gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES)
  })
})
