import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../../scripts/launchChromium'
import {
  waitForAmountField,
  waitForWidgetAmountField,
} from '../../scripts/measureFirstLoad'
import { startDev } from '../../scripts/startDev'
import type { RunningStack } from '../../scripts/startStack'

// `npm run dev` (scripts/startDev.ts) on free ports: the whole local world
// with the app on Vite's dev server. Opened in Chromium, a real component's
// text is edited on disk and the open page shows the new text without a
// reload (a marker set on `window` before the edit survives it), under the
// proxy's CSP (no violation) with the deployment's settings preloaded. The
// file is restored in `finally`, whatever happens; the edit changes the
// theme button's moon (an SVG path), no catalogue message, so no other test
// that reads the source meanwhile sees a difference that matters to it.
const componentPath = resolve(
  import.meta.dirname,
  '../../src/ui/icons/MoonIcon.tsx',
)
const shownGlyph = 'a7 7 0 0 0 9.8 9.8z'
const editedGlyph = 'a6 6 0 0 0 9.8 9.8z'

/** The component's text before the edit, while the edit is on disk. */
let original: string | undefined
const restore = () => {
  if (original !== undefined) writeFileSync(componentPath, original)
  original = undefined
}
// A test that times out is abandoned, its `finally` still pending: the
// hooks and the process's exit restore the file too.
process.once('exit', restore)

let stack: RunningStack | undefined
let browser: Browser | undefined
const proxyPaths: string[] = []

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([
    startDev({
      ports: {
        anvil: 0,
        anvilB: 0,
        aggregator: 0,
        relay: 0,
        proxy: 0,
        exampleHost: 0,
        dev: 0,
      },
      upstreamBudget: 1000,
      proxyLog: (line) =>
        proxyPaths.push((JSON.parse(line) as { path?: string }).path ?? ''),
    }),
    launchChromium(),
  ])
})

afterAll(async () => {
  restore()
  await browser?.close()
  await stack?.stop()
})

describe('npm run dev', () => {
  test('behavior: an edited component reaches the open page without a reload, under the CSP', async () => {
    if (!stack || !browser) throw new Error('the dev stack did not start')
    const page = await browser.newPage()
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (text: string) =>
      violations.push(text),
    )
    // A page script (this file type-checks without the DOM's types).
    await page.addInitScript(`document.addEventListener(
      'securitypolicyviolation',
      (event) => reportViolation(event.violatedDirective + ' ' + event.blockedURI),
    )`)
    const response = await page.goto(stack.appUrl)
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self' 'sha256-")
    expect(csp).toContain(`ws://${new URL(stack.appUrl).host}`)
    // The app (React), not index.html's shell, which draws the moon too.
    await waitForAmountField(page)
    const moon = page.locator('.header-actions .theme-toggle svg path')
    const moonPath = () => moon.getAttribute('d')
    expect(await moonPath()).toMatch(/a7 7 0 0 0 9\.8 9\.8z$/)
    expect(await page.locator('link[rel=preload][as=fetch]').count()).toBe(1)
    expect(proxyPaths).toContain('/api/deployment')
    await page.evaluate('window.beforeEdit = true')

    const source = readFileSync(componentPath, 'utf8')
    expect(source.split(shownGlyph)).toHaveLength(2)
    try {
      original = source
      writeFileSync(componentPath, source.replace(shownGlyph, editedGlyph))
      await expect
        .poll(moonPath, { timeout: 20_000 })
        .toMatch(/a6 6 0 0 0 9\.8 9\.8z$/)
    } finally {
      restore()
    }
    expect(await page.evaluate('window.beforeEdit')).toBe(true)
    expect(violations).toEqual([])
    // Alone it takes 6–12 s (a first start pre-bundles dependencies before
    // the page loads); beside the rest of the suite on two cores, more.
  }, 60_000)

  test('behavior: the example partner page embeds the widget from the dev server', async () => {
    if (!stack || !browser) throw new Error('the dev stack did not start')
    const page = await browser.newPage()
    await page.goto(`${stack.exampleHostUrl}/?create`)
    await waitForWidgetAmountField(page)
    const frame = page.frames().find((item) => item.url().includes('embed'))
    expect(new URL(frame?.url() ?? '').origin).toBe(stack.appUrl)
  }, 60_000)
})
