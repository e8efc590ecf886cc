import type { FrameLocator, Page } from '@playwright/test'
import { expectNoAxeViolations } from './fixtures/axe.ts'
import {
  expectRenderedSafely,
  type HostileWorld,
  openHostileWorld,
  readRendered,
} from './fixtures/hostileWorld.ts'
import { expect, test } from './fixtures/test.ts'
import { createWidget, NATIVE, openWidgetHost } from './fixtures/widgetHost.ts'

/**
 * What anyone who lists a token can write, shown safely: with the reference
 * service's hostile list switched on (HTML in a symbol, a right-to-left
 * override, a 120-character symbol, zero-width joiners in WBTC, 255
 * decimals, javascript:/data:/http: logos, absurd prices), each hostile
 * token is found in the picker by what it shows, chosen and quoted for real
 * (or refused with its reason), in the page and in the widget on the
 * example partner page, on a phone and on a desktop (each state built once
 * at 375 px and checked at 1280 px too): nothing is wider than the screen,
 * no bidi or zero-width character is rendered (the app's own balanced
 * FSI … PDI isolation pairs aside), no logo outside the logo
 * rule is requested, and axe passes.
 */

type Root = Page | FrameLocator

type Hostile = {
  /** What a person types: text the row shows. */
  query: string
  option: RegExp
  /** The confirmation step's title. */
  step: string
  /** The token button's accessible name once chosen. */
  chosen: string
  use: string
}

const longShown = `${'LONGSYMBOL'.repeat(3).slice(0, 23)}…`

const quotable: Record<'html' | 'rlo' | 'long' | 'zwj', Hostile> = {
  html: {
    query: '<img src=x',
    option: /^<img src=x onerror=aler… Unverified/,
    step: 'Unverified token',
    chosen: 'Token to buy: <img src=x onerror=aler…, Unverified',
    use: 'I understand, use <img src=x onerror=aler…',
  },
  rlo: {
    query: 'USDC',
    option: /^USDC Unverified Hidden characters USD Coin \(official\)/,
    step: 'Unverified token',
    chosen: 'Token to buy: USDC, Unverified, Hidden characters in its name',
    use: 'I understand, use USDC',
  },
  long: {
    query: 'LONGSYMBOLLONG',
    option: new RegExp(`^${longShown} Unverified`),
    step: 'Unverified token',
    chosen: `Token to buy: ${longShown}, Unverified`,
    use: `I understand, use ${longShown}`,
  },
  zwj: {
    query: 'WBTC',
    option: /^WBTC Hidden characters Wrapped BTC/,
    step: 'Token with hidden characters',
    chosen: 'Token to buy: WBTC, Hidden characters in its name',
    use: 'I understand, use WBTC',
  },
}

const buyButton = (root: Root) =>
  root.getByRole('button', { name: /^Token to buy:/ })
const picker = (root: Root) =>
  root.getByRole('dialog', { name: 'Select a token to buy' })
const search = (root: Root) =>
  picker(root).getByRole('combobox', {
    name: 'Search by name, symbol or address',
  })
const received = (root: Root) =>
  root.getByRole('status', { name: 'Amount you receive' })

/** Image requests the page makes, frames included. */
function recordImageRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(request.url())
  })
  return urls
}

async function openPicker(root: Root, query: string) {
  await buyButton(root).click()
  // The first opening fetches the picker's chunk (in the widget, through
  // the frame): as the rest of the suite, 10 s on this 2-core machine
  // (once over 5 s in a fresh-clone CI run).
  await expect(picker(root)).toBeVisible({ timeout: 10_000 })
  await search(root).fill(query)
}

/** Finds, chooses and confirms one hostile token; a quote follows. */
async function chooseAndQuote(root: Root, token: Hostile) {
  await openPicker(root, token.query)
  await picker(root).getByRole('option', { name: token.option }).click()
  await expect(
    picker(root).getByRole('region', { name: token.step }),
  ).toBeVisible()
  await picker(root).getByRole('button', { name: token.use }).click()
  await expect(picker(root)).toBeHidden()
  await expect(buyButton(root)).toHaveAccessibleName(token.chosen)
  await expect(received(root)).toHaveText(/[1-9]/, { timeout: 10_000 })
}

/** MOON reports 255 decimals: found, refused with its reason, not chosen. */
async function expectUnusableRefused(root: Root) {
  const before = await buyButton(root).getAttribute('aria-label')
  await openPicker(root, 'MOON')
  await picker(root)
    .getByRole('option', { name: /^MOON Unusable/ })
    .click()
  const refusal = picker(root).getByRole('region', {
    name: 'This token cannot be used',
  })
  await expect(refusal).toContainText(
    'This token reports 255 decimals, so amounts cannot be computed safely.',
  )
  await expect(refusal.getByRole('button', { name: /use/ })).toHaveCount(0)
  await refusal.getByRole('button', { name: 'Back' }).click()
  await search(root).press('Escape')
  await expect(picker(root)).toBeHidden()
  await expect(buyButton(root)).toHaveAttribute('aria-label', before ?? '')
}

let hostileWorld: HostileWorld

test.beforeEach(async () => {
  hostileWorld = await openHostileWorld()
})

test.afterEach(async () => {
  await hostileWorld.close()
})

/**
 * Checks a state at a phone's width (375 px, where the tests run) and at a
 * desktop's: the same page resized, so each hostile state is built once.
 */
async function expectSafeAtBothWidths(
  page: Page,
  root: Root,
  state: string,
  allowed: readonly string[],
) {
  await expectRenderedSafely(root, `${state} at 375 px`, allowed)
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectRenderedSafely(root, `${state} at 1280 px`, allowed)
  await page.setViewportSize({ width: 375, height: 900 })
}

test.use({ viewport: { width: 375, height: 900 } })

test('behavior: in the page, each hostile token is found, chosen and quoted or refused; nothing is wider than the screen (375 and 1280 px), hidden or loaded against the logo rule', async ({
  page,
}) => {
  const images = recordImageRequests(page)
  const allowed = [
    `${hostileWorld.appUrl}/favicon.svg`,
    hostileWorld.logoPrefix,
  ]
  await page.goto(hostileWorld.appUrl)
  await expect(
    page.getByRole('button', { name: 'Token to sell: ETH' }),
  ).toBeVisible()
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('0.1')

  await openPicker(page, 'USDC')
  await expect(
    picker(page).getByRole('option', { name: quotable.rlo.option }),
  ).toBeVisible()
  await expectSafeAtBothWidths(page, page, 'picker, hostile results', allowed)
  await expectNoAxeViolations(page, 'picker, hostile results')
  // Typed with its hidden character, the symbol finds the same token.
  await search(page).fill('USDC\u202e')
  await expect(
    picker(page).getByRole('option', { name: quotable.rlo.option }),
  ).toBeVisible()
  await search(page).press('Escape')

  for (const [name, token] of Object.entries(quotable)) {
    await chooseAndQuote(page, token)
    await expectSafeAtBothWidths(page, page, `${name} quoted`, allowed)
  }
  await page.getByRole('button', { name: 'Compare with single pools' }).click()
  const comparison = page.getByRole('region', {
    name: 'Single-pool comparison',
  })
  await expect(comparison.locator('.route-diagram-svg')).toBeVisible({
    timeout: 10_000,
  })
  await chooseAndQuote(page, quotable.html)
  await expect(
    comparison.locator('.route-token-text', { hasText: '<img' }),
  ).toBeVisible({ timeout: 10_000 })
  await expectSafeAtBothWidths(page, page, 'three-hop route drawn', allowed)
  await expectNoAxeViolations(page, 'hostile quote and route')

  await expectUnusableRefused(page)
  await chooseAndQuote(page, quotable.long)
  await page.setViewportSize({ width: 320, height: 900 })
  await expectRenderedSafely(page, 'long symbol at 320 px', allowed)
  expect(
    images.filter((url) => !allowed.some((p) => url.startsWith(p))),
  ).toEqual([])
})

test('behavior: in the widget on the partner page, the same, through the host wallet', async ({
  page,
}) => {
  const images = recordImageRequests(page)
  const allowed = [hostileWorld.logoPrefix]
  await openWidgetHost(page, hostileWorld.exampleHostUrl)
  await createWidget(page, {
    chainId: 31337,
    sellToken: NATIVE,
    amount: '0.1',
  })
  const frame = page.frameLocator('iframe').first()
  await expect(
    frame.getByRole('button', { name: 'Token to sell: ETH' }),
  ).toBeVisible()

  for (const [name, token] of Object.entries(quotable)) {
    await chooseAndQuote(frame, token)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectRenderedSafely(
        frame,
        `widget: ${name} quoted at ${width} px`,
        allowed,
      )
      const host = await readRendered(page)
      expect(
        host.scrollWidth,
        `partner page at ${width} px, ${name}: ${host.overflowing.join(', ')}`,
      ).toBeLessThanOrEqual(host.viewportWidth)
    }
    await page.setViewportSize({ width: 375, height: 900 })
  }
  await expectNoAxeViolations(page, 'widget, hostile quote')
  await expectUnusableRefused(frame)
  expect(
    images.filter((url) => !allowed.some((p) => url.startsWith(p))),
  ).toEqual([])
})
