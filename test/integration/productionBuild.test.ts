import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devPrivateKeys } from '../../devnet/devAccounts'
import { DEVNET_WALLETCONNECT_PROJECT_ID } from '../../devnet/walletconnect/startRelay'
import { DEPLOYMENT_PATH } from '../../schema/constants'
import { parseDeployment } from '../../schema/deployment'
import { findForbiddenFirstLoadModules } from '../../scripts/chunks'
import { EMBED_MANIFEST } from '../../scripts/embedBundle'
import { launchChromium } from '../../scripts/launchChromium'
import {
  type FirstLoad,
  measureFirstLoad,
  waitForAmountField,
  waitForWidgetAmountField,
} from '../../scripts/measureFirstLoad'
import { type RunningStack, startStack } from '../../scripts/startStack'
import { COMPILE_HINT, firstLoadReportPath } from '../../scripts/startupChunk'
import { DEVNET_BUILD_MARKER, isDevnetBuild } from '../../server/isDevnetBuild'
import { LOCALES, SOURCE_LOCALE } from '../../src/locales/locales'
import {
  BUILD_CANARIES,
  getSharedBuild,
  listFiles,
} from '../harness/buildProductionSpa'

// What a production build ships: no dev private key (the Devnet wallet exists
// only in VITE_DEVNET builds), no deployment's settings (the proxy serves
// them at run time; here the stack's, WalletConnect included), and a first
// load within the JS budget, counted
// as the browser fetches it: the production build served by the proxy (with
// the reference aggregator on a devnet behind it) is opened in Chromium, and
// every script requested until the amount field takes input (the instant the
// page itself notes) is summed
// (gzip -9 of each), static imports, modulepreloads and start-up import()s
// alike. The widget's frame (/embed.html) is measured the same way, embedded
// by the example partner page on another origin, counting the frame's
// scripts only.
//
// Both are held to a budget in every language (the browser's language
// picks it; its first-screen messages ride with the first load, the rest
// of its catalogue comes after: src/lib/i18n/loadMessages.ts); `npm run
// bench` measures them beside the bare react + wagmi + query + zustand +
// viem floor, built in the same run. The budget is the product's target,
// 120 KiB (issue 34), for both pages in every language: what they load
// today is at most 118.5 KiB (the app with Japanese words; English 116.7)
// and 119.5 (the frame with Arabic or Japanese words; English 118.0).
const INITIAL_JS_BUDGET_BYTES = 120 * 1024
const EMBED_INITIAL_JS_BUDGET_BYTES = 120 * 1024
/** Other languages' first loads, measured after English's. */
const otherLocales = LOCALES.map(({ tag }) => tag).filter(
  (tag) => tag !== SOURCE_LOCALE,
)
const localeLoads = new Map<string, { app: FirstLoad; embed: FirstLoad }>()
let outDir = ''
let stack: RunningStack | undefined
let browser: Browser | undefined
let firstLoad: FirstLoad | undefined
let embedFirstLoad: FirstLoad | undefined
/** Requests for the deployment's settings the proxy answered, per load. */
const settingsRequests = { app: 0, embed: 0 }
const proxyPaths: string[] = []
// A VITE_* variable the app does not read must not be inlined either (someone
// may put the partner key in one by mistake); the shared build sets one.
const unreadCanary = BUILD_CANARIES.unreadViteVariable

function describeLoad(label: string, load: FirstLoad) {
  console.log(
    `initial JS${label}: ${(load.initialJsGzipBytes / 1024).toFixed(1)} KiB gzip in ${load.scripts.length} scripts; ${(load.wireBytes / 1024).toFixed(1)} KiB on the wire`,
  )
}

const countSettingsRequests = () =>
  proxyPaths.filter((path) => path === DEPLOYMENT_PATH).length

beforeAll(async () => {
  outDir = await getSharedBuild('production')
  stack = await startStack({
    ports: {
      anvil: 0,
      anvilB: 0,
      aggregator: 0,
      relay: 0,
      proxy: 0,
      exampleHost: 0,
    },
    outDir,
    isBuildSkipped: true,
    upstreamBudget: 1000,
    proxyLog: (line) =>
      proxyPaths.push((JSON.parse(line) as { path?: string }).path ?? ''),
  })
  browser = await launchChromium()
  firstLoad = await measureFirstLoad({
    browser,
    url: stack.appUrl,
    waitUntilReady: waitForAmountField,
  })
  settingsRequests.app = countSettingsRequests()
  embedFirstLoad = await measureFirstLoad({
    browser,
    url: `${stack.exampleHostUrl}/?create`,
    waitUntilReady: waitForWidgetAmountField,
    frameUrlPattern: /\/embed\.html/,
  })
  settingsRequests.embed = countSettingsRequests() - settingsRequests.app
  describeLoad('', firstLoad)
  describeLoad(' (embed.html in a partner page)', embedFirstLoad)
  for (const locale of otherLocales) {
    const app = await measureFirstLoad({
      browser,
      url: (stack as RunningStack).appUrl,
      waitUntilReady: waitForAmountField,
      locale,
    })
    const embed = await measureFirstLoad({
      browser,
      url: `${(stack as RunningStack).exampleHostUrl}/?create`,
      waitUntilReady: waitForWidgetAmountField,
      frameUrlPattern: /\/embed\.html/,
      locale,
    })
    localeLoads.set(locale, { app, embed })
    describeLoad(` (${locale})`, app)
    describeLoad(` (${locale}, embed.html in a partner page)`, embed)
  }
}, 300_000)

const allBuiltFiles = () => listFiles(outDir)

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
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
    expect(listFiles(outDir).some((f) => f.endsWith(DEVNET_BUILD_MARKER))).toBe(
      false,
    )
    expect(isDevnetBuild(outDir)).toBe(false)
  })

  // Where it connects is the proxy's to say: the build names no relay or
  // project id of the world it is tested in.
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

  test('behavior: what the browser fetches before the amount field takes input fits the budget', () => {
    const load = firstLoad as FirstLoad
    // Not a vacuous count: the entry is among the scripts, and they hold
    // more than react-dom alone (≈ 60 KiB): the card's code and the
    // contract it parses the registry with (start-up chunk or import()s).
    expect(load.scripts.some(({ url }) => /\/main-[^/]+\.js$/.test(url))).toBe(
      true,
    )
    expect(load.initialJsGzipBytes).toBeGreaterThan(100 * 1024)
    expect(load.initialJsGzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES)
  })

  test("behavior: what the widget's frame fetches before its amount field takes input fits the budget", () => {
    const load = embedFirstLoad as FirstLoad
    // The frame's own scripts: its entry and its start-up import()s, not
    // the partner page's.
    expect(load.scripts.some(({ url }) => /\/embed-[^/]+\.js$/.test(url))).toBe(
      true,
    )
    expect(load.scripts.some(({ url }) => /\/widget\.js$/.test(url))).toBe(
      false,
    )
    expect(load.initialJsGzipBytes).toBeGreaterThan(100 * 1024)
    expect(load.initialJsGzipBytes).toBeLessThanOrEqual(
      EMBED_INITIAL_JS_BUDGET_BYTES,
    )
  })

  // The bundler's own account of each page's first load (the modules of
  // its entry and start-up chunks, scripts/startupChunk.ts), held to the
  // list of what must load later (scripts/chunks.ts): a new static import
  // that drags a connector, the signing path or wagmi's configuration
  // into the first screen fails here, whatever it weighs.
  test('behavior: no wallet or signing module is in either first load', () => {
    for (const page of ['index.html', 'embed.html']) {
      const modules = JSON.parse(
        readFileSync(join(outDir, firstLoadReportPath(page)), 'utf8'),
      ) as string[]
      // Not vacuous: the card and wagmi's hooks are there.
      expect(modules, page).toContain(
        'src/features/swap/containers/SwapCard.tsx',
      )
      expect(
        modules.some((module) => module.includes('wagmi/dist/esm/hooks/')),
        page,
      ).toBe(true)
      expect(findForbiddenFirstLoadModules(modules), page).toEqual([])
    }
  })

  test('behavior: in every other language, each first load holds its first-screen messages and fits the budget', () => {
    expect(localeLoads.size).toBe(otherLocales.length)
    for (const [locale, { app, embed }] of localeLoads) {
      for (const [page, load, english, budget] of [
        ['app', app, firstLoad, INITIAL_JS_BUDGET_BYTES],
        ['embed', embed, embedFirstLoad, EMBED_INITIAL_JS_BUDGET_BYTES],
      ] as const) {
        const label = `${locale} ${page}`
        // Its words came with it: one small script more than English
        // (the first part of its catalogue), not the whole catalogue.
        const extra =
          load.initialJsGzipBytes - (english as FirstLoad).initialJsGzipBytes
        expect(load.scripts.length, label).toBe(
          (english as FirstLoad).scripts.length + 1,
        )
        expect(extra, label).toBeGreaterThan(512)
        expect(extra, label).toBeLessThan(6 * 1024)
        expect(load.initialJsGzipBytes, label).toBeLessThanOrEqual(budget)
      }
    }
  })

  test('behavior: the built pages ask for the deployment’s settings as they are parsed, ahead of their scripts', () => {
    for (const page of ['index.html', 'embed.html']) {
      const html = readFileSync(join(outDir, page), 'utf8')
      const preload = `<link rel="preload" href="${DEPLOYMENT_PATH}" as="fetch" crossorigin>`
      expect(html, page).toContain(preload)
      expect(html.indexOf(preload), page).toBeLessThan(html.indexOf('<script'))
    }
  })

  // The page's fetch matches the preload (URL, mode, credentials), so
  // Chromium answers it from the preload: one request per page, not two.
  test('behavior: each page’s settings are requested once: its fetch reuses the preload', () => {
    expect(settingsRequests).toEqual({ app: 1, embed: 1 })
  })

  test('behavior: the built pages paint their shell from the HTML alone', () => {
    for (const page of ['index.html', 'embed.html']) {
      const html = readFileSync(join(outDir, page), 'utf8')
      // The stylesheet inline (allowed by hash in the CSP), none linked.
      // (A container query's range holds a '<': only '</style' ends it.)
      expect(html, page).toMatch(/<style>(?:(?!<\/style)[\s\S])+<\/style>/)
      expect(html, page).not.toMatch(/<link rel="stylesheet"/)
      // Fetched scripts never compete with the first paint.
      const scripts = html.match(
        /<(script(?=[^>]*\ssrc=)|link rel="modulepreload")[^>]*>/g,
      )
      expect(scripts?.length, page).toBeGreaterThan(0)
      for (const tag of scripts ?? []) {
        expect(tag, page).toContain('fetchpriority="low"')
      }
      // The one inline script is the page's first paint (allowed by hash):
      // the frame's theme, the shell's words and lang in the visitor's
      // language. Part of the HTML, a few KiB, fetched by nobody.
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      expect(inline.length, page).toBe(1)
      for (const [, code = ''] of inline) {
        expect(code.length, page).toBeLessThan(4096)
      }
    }
  })

  test('behavior: the start-up scripts and the token picker, and only they, ask V8 to compile every function as they stream in', () => {
    const eager = new Set(
      [firstLoad, embedFirstLoad].flatMap((load) =>
        (load as FirstLoad).scripts.map(({ url }) =>
          new URL(url).pathname.slice(1),
        ),
      ),
    )
    const assets = listFiles(join(outDir, 'assets')).filter((file) =>
      file.endsWith('.js'),
    )
    const relative = (file: string) => file.slice(outDir.length + 1)
    // The picker is fetched once the page is idle (or on intent) and
    // rendered whole on its first opening. Chunks are named by hash alone:
    // each build's manifest says which one holds it.
    for (const manifest of ['.vite/manifest.json', EMBED_MANIFEST]) {
      const chunks = JSON.parse(
        readFileSync(join(outDir, manifest), 'utf8'),
      ) as Record<string, { file: string }>
      const picker = chunks['src/features/tokens/containers/TokenPicker.tsx']
      expect(picker, manifest).toBeDefined()
      eager.add(picker?.file ?? '')
    }
    const hinted = assets
      .filter((file) => readFileSync(file, 'utf8').startsWith(COMPILE_HINT))
      .map(relative)
    expect(eager.size).toBeGreaterThanOrEqual(4)
    expect(hinted.sort()).toEqual([...eager].sort())
  })

  test('behavior: the first load is served precompressed', () => {
    const load = firstLoad as FirstLoad
    // Only scripts too small to gain from it may come uncompressed.
    expect(load.encodings.br ?? 0).toBeGreaterThanOrEqual(
      load.scripts.length - 2,
    )
  })

  // WalletConnect is fetched only when chosen: offered by the deployment
  // (the stack's proxy offers it), it adds no script to the first load.
  test('behavior: WalletConnect, offered, adds nothing to the initial JS', async () => {
    const answer = await fetch(
      `${(stack as RunningStack).appUrl}${DEPLOYMENT_PATH}`,
    )
    expect(parseDeployment(await answer.json()).walletConnect).not.toBeNull()
    for (const load of [firstLoad, embedFirstLoad]) {
      const urls = (load as FirstLoad).scripts.map(({ url }) => url)
      expect(urls.filter((url) => url.includes('/walletconnect/'))).toEqual([])
    }
    // …and is shipped by every build, in its own bundle.
    const bundle = listFiles(join(outDir, 'assets/walletconnect'))
    const entry = bundle.find((file) => /walletConnect-[^/]+\.js$/.test(file))
    expect(entry).toBeDefined()
    expect(readFileSync(entry as string, 'utf8')).toContain(
      'createWalletConnectConnector',
    )
  })
})
