import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devPrivateKeys } from '../../devnet/devAccounts'
import { DEVNET_WALLETCONNECT_PROJECT_ID } from '../../devnet/walletconnect/startRelay'
import { DEVNET_BUILD_MARKER, isDevnetBuild } from '../../server/isDevnetBuild'
import { buildProductionSpa, listFiles } from '../harness/buildProductionSpa'

// What a production build ships: no dev private key and no Devnet wallet
// (both exist only in VITE_DEVNET builds), and an initial load within the JS
// budget.
// Budget: 160 KiB gzip; the bare react + wagmi + query + zustand + viem floor
// is ≈ 128 KiB (TOOLCHAIN.md).

const INITIAL_JS_BUDGET_BYTES = 160 * 1024
let outDir = ''
let walletConnectOutDir = ''
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

/** Gzip bytes of the initial JS of the build in `dir`, logged as `label`. */
function initialJsGzipBytes(dir: string, label: string) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const scripts = initialScripts(html)
  expect(scripts.length).toBeGreaterThan(0)
  const gzipBytes = scripts
    .map((src) => gzipSync(readFileSync(join(dir, src))).length)
    .reduce((sum, size) => sum + size, 0)
  console.log(
    `initial JS${label}: ${(gzipBytes / 1024).toFixed(1)} KiB gzip in ${scripts.length} files`,
  )
  return gzipBytes
}

// One after the other: buildProductionSpa sets process.env for its build.
beforeAll(async () => {
  outDir = await buildProductionSpa({ VITE_PARTNER_API_KEY: unreadCanary })
  walletConnectOutDir = await buildProductionSpa({
    VITE_PARTNER_API_KEY: unreadCanary,
    VITE_WALLETCONNECT_PROJECT_ID: 'test-walletconnect-project-id',
  })
}, 300_000)

/** Every file of both builds. */
function allBuiltFiles() {
  return [outDir, walletConnectOutDir].flatMap((dir) => listFiles(dir))
}

afterAll(() => {
  for (const dir of [outDir, walletConnectOutDir]) {
    if (dir) rmSync(dir, { recursive: true, force: true })
  }
})

describe('production build', () => {
  test('behavior: contains no dev private key, with or without 0x', () => {
    const needles = devPrivateKeys.flatMap((key) => [
      key.toLowerCase(),
      key.slice(2).toLowerCase(),
    ])
    const found = allBuiltFiles().flatMap((file) => {
      const text = readFileSync(file, 'latin1').toLowerCase()
      return needles.filter((needle) => text.includes(needle)).map(() => file)
    })
    expect(listFiles(outDir).length).toBeGreaterThan(1)
    expect(found).toEqual([])
  })

  test('behavior: contains no devnet wallet and no devnet marker', () => {
    const needles = [
      'devnetWallet',
      'Devnet wallet',
      'createDevnetConnector',
      'anvil account',
    ]
    const found = allBuiltFiles().flatMap((file) => {
      const text = readFileSync(file, 'latin1')
      return needles
        .filter((needle) => text.includes(needle))
        .map((needle) => `${file}: ${needle}`)
    })
    expect(found).toEqual([])
    for (const dir of [outDir, walletConnectOutDir]) {
      expect(listFiles(dir).some((f) => f.endsWith(DEVNET_BUILD_MARKER))).toBe(
        false,
      )
      expect(isDevnetBuild(dir)).toBe(false)
    }
  })

  // Devnet builds point WalletConnect at the local relay; production builds
  // use the configured one (WalletConnect's public relay by default).
  test('behavior: refers to no local WalletConnect relay or devnet project id', () => {
    const needles = [
      'ws://127.0.0.1',
      'ws://localhost',
      DEVNET_WALLETCONNECT_PROJECT_ID,
    ]
    const found = allBuiltFiles().flatMap((file) => {
      const text = readFileSync(file, 'latin1')
      return needles.filter((needle) => text.includes(needle)).map(() => file)
    })
    expect(found).toEqual([])
  })

  test('behavior: inlines no VITE_ variable the app does not read', () => {
    const found = allBuiltFiles().filter((file) =>
      readFileSync(file, 'latin1').includes(unreadCanary),
    )
    expect(found).toEqual([])
  })

  test('behavior: the initial JS fits the 160 KiB gzip budget', () => {
    expect(initialJsGzipBytes(outDir, '')).toBeLessThanOrEqual(
      INITIAL_JS_BUDGET_BYTES,
    )
  })

  // WalletConnect is fetched only when chosen: with a project id the first
  // load stays within the budget and the size of the build without one.
  test('behavior: WalletConnect adds nothing to the initial JS', () => {
    const withoutWc = initialJsGzipBytes(outDir, '')
    const withWc = initialJsGzipBytes(walletConnectOutDir, ' (WalletConnect)')
    expect(withWc).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES)
    expect(Math.abs(withWc - withoutWc)).toBeLessThanOrEqual(2 * 1024)
    // …and is still shipped, in its own bundle.
    const bundle = listFiles(join(walletConnectOutDir, 'assets/walletconnect'))
    const entry = bundle.find((file) => /walletConnect-[^/]+\.js$/.test(file))
    expect(entry).toBeDefined()
    expect(readFileSync(entry as string, 'utf8')).toContain(
      'createWalletConnectConnector',
    )
  })
})
