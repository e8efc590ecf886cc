import type { Frame, Page, Route } from '@playwright/test'
import type { Hex } from 'viem'
import { devPrivateKeys } from '../../devnet/devAccounts.ts'
import { findToken, listTokens } from './fixtures/swapPage.ts'
import { devnetChain, env, expect, test } from './fixtures/test.ts'
import { createWalletConnectWallet } from './fixtures/walletConnectWallet.ts'
import {
  clickFrameMain,
  createWidget,
  firstArrivals,
  frameMainButton,
  hostEvents,
  NATIVE,
  openWidgetHost,
  settleFrameControl,
  widgetFrame,
} from './fixtures/widgetHost.ts'

/**
 * What happens on a partner's page when things go wrong or the visitor is
 * on a phone: a frame that does not load, the first paint before the frame's
 * scripts run, a wallet's deep link from inside the frame, and WalletConnect
 * where the browser blocks the frame's storage.
 */

const embedFrames = (page: Page) =>
  page.frames().filter((frame) => frame.url().includes('/embed.html'))

test('behavior: a frame not ready in time: the host hears load-timeout, the container offers Retry, and the new frame is ready as the first would be', async ({
  page,
}) => {
  await openWidgetHost(page)
  // The frame's page never answers, until the test lets it.
  const held: Route[] = []
  await page.route('**/embed.html*', (route) => {
    held.push(route)
  })
  await createWidget(
    page,
    { amount: '1', loadTimeoutMs: 2000 },
    { isHostWallet: false },
  )
  const failure = page.getByRole('alert')
  await expect(failure).toContainText(
    'The swap could not be loaded. Check your connection.',
  )
  const events = await hostEvents(page)
  expect(events.map((e) => e.type)).toEqual(['error'])
  expect(events[0]).toMatchObject({
    code: 'load-timeout',
    message: 'The widget was not ready within 2 s',
  })
  await expect(page.locator('iframe')).toBeHidden()

  await page.unroute('**/embed.html*')
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(
    widgetFrame(page).getByRole('textbox', { name: 'Amount to sell' }),
  ).toHaveValue('1', { timeout: 10_000 })
  await expect.poll(() => firstArrivals(page)).toEqual(['error', 'ready'])
  await expect(page.locator('iframe')).toHaveCount(1)
  for (const route of held) await route.abort().catch(() => undefined)
  // Ready once, and no second timeout for the frame that came.
  await page.waitForTimeout(2500)
  expect(
    (await hostEvents(page)).filter((e) => e.type === 'error'),
  ).toHaveLength(1)
})

test("behavior: the frame's first paint has the host's theme: with the frame's scripts blocked, the shell is already dark with the host's accent and background, and speaks the host's language (lang, dir, title); without one it is transparent", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await openWidgetHost(page)
  // Only the inline first-paint script runs: every script file of the
  // frame is refused (widget.js is not under /assets).
  await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort())
  await createWidget(
    page,
    {
      theme: {
        mode: 'dark',
        accent: '#ff5500',
        radius: 4,
        background: '#203040',
      },
      locale: 'ar',
    },
    { isHostWallet: false },
  )
  await createWidget(page, {}, { isHostWallet: false })
  await expect.poll(() => embedFrames(page).length).toBe(2)
  const read = (frame: Frame) =>
    frame.evaluate(() => {
      const root = getComputedStyle(document.documentElement)
      const card = document.querySelector('.swap-card')
      return {
        theme: document.documentElement.dataset.theme ?? null,
        accent: root.getPropertyValue('--color-accent').trim(),
        radius: root.getPropertyValue('--radius').trim(),
        root: root.backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
        card: card ? getComputedStyle(card).backgroundColor : null,
        status: document.querySelector('[role="status"]')?.textContent,
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        title: document.title,
      }
    })
  const [dark, plain] = embedFrames(page)
  if (!dark || !plain) throw new Error('no widget frames')
  await expect.poll(() => read(dark).then((r) => r.card)).not.toBeNull()
  expect(await read(dark)).toEqual({
    theme: 'dark',
    accent: '#ff5500',
    radius: '4px',
    root: 'rgb(32, 48, 64)',
    page: 'rgba(0, 0, 0, 0)',
    card: 'rgb(24, 27, 33)',
    // No words before React renders the frame's catalogue: the shell has
    // bars where words go (embed.html since the frame speaks the host's
    // language from its first paint).
    status: '',
    // The host's language from the first paint: `<html lang dir>` and the
    // title in the catalogue's words (scripts/shellWords.ts).
    lang: 'ar',
    dir: 'rtl',
    title: 'أداة المبادلة',
  })
  // The same shell without a theme follows the (light) system, on the
  // partner's page: no background of its own.
  expect(await read(plain)).toMatchObject({
    theme: null,
    root: 'rgba(0, 0, 0, 0)',
    page: 'rgba(0, 0, 0, 0)',
    card: 'rgb(255, 255, 255)',
    lang: 'en',
    dir: 'ltr',
    title: 'Swap widget',
  })
  expect(await hostEvents(page)).toEqual([])
})

test.describe('on a phone', () => {
  test.use({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  })

  test('behavior: where the frame\'s storage is blocked, WalletConnect says the session will not survive a reload, "Open in wallet" reaches the top window, and the wallet pairs', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (window === window.top) {
        // The top window: what it is asked to open (no wallet app here).
        const opened: [string, string | undefined][] = []
        Object.defineProperty(window, '__opened', { value: opened })
        window.open = (url?: string | URL, target?: string) => {
          opened.push([String(url), target])
          return null
        }
        return
      }
      // Any frame: storage blocked, as a browser blocking third-party
      // storage does (reading it throws).
      for (const name of ['localStorage', 'indexedDB']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('Access is denied.', 'SecurityError')
          },
        })
      }
    })
    const usdc = findToken(await listTokens(), 'USDC')
    await openWidgetHost(page)
    await createWidget(
      page,
      {
        chainId: 31337,
        sellToken: NATIVE,
        buyToken: usdc.address,
        amount: '0.1',
      },
      { isHostWallet: false },
    )
    const frame = widgetFrame(page)
    // Loading, on a phone (once 1032 → 5677 → 1032 px here): the frame's
    // height reports settle (src/embed/createHeightReporter.ts), so the
    // partner's page below the widget moves at most three times and never
    // past the card's final height.
    await expect.poll(() => firstArrivals(page)).toEqual(['ready', 'quote'])
    await settleFrameControl(frameMainButton(frame))
    const heights = (await hostEvents(page))
      .filter((event) => event.type === 'resize')
      .map((event) => event.height as number)
    const final = heights.at(-1) ?? 0
    expect(heights.length).toBeLessThanOrEqual(3)
    expect(Math.max(...heights)).toBeLessThanOrEqual(final * 1.1)
    expect((await page.locator('iframe').boundingBox())?.height).toBe(final)
    // Once the frame holds still: the quote's arrival grows it (the host
    // applies each height report), moving the button under a press.
    await clickFrameMain(frame, 'Connect wallet')
    const list = frame.getByRole('dialog', { name: 'Connect a wallet' })
    const walletConnect = list.getByRole('button', { name: /WalletConnect/ })
    // The dialog's chunk and the deployment's WalletConnect settings load
    // on this first press, in a phone-emulated frame: once past 5 s in a
    // full run on this 2-core machine.
    await expect(walletConnect).toContainText(
      'The session ends when the page reloads.',
      { timeout: 10_000 },
    )
    await walletConnect.click()
    const dialog = frame.getByRole('dialog', {
      name: 'Connect with WalletConnect',
    })
    await expect(dialog.getByRole('note')).toHaveText(
      'This browser blocks storage for this embedded swap, so the wallet session will not survive a reload: you will pair again.',
    )
    const openInWallet = dialog.getByRole('link', { name: 'Open in wallet' })
    await expect(openInWallet).toBeVisible({ timeout: 10_000 })
    await openInWallet.click()
    const opened = () =>
      page.evaluate(
        () => (window as unknown as { __opened: [string, string][] }).__opened,
      )
    await expect.poll(async () => (await opened()).length).toBe(1)
    const [[uri, target] = ['', '']] = await opened()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(target).toBe('_top')
    expect(await openInWallet.getAttribute('href')).toBe(uri)

    const wallet = await createWalletConnectWallet({
      relayUrl: env('E2E_RELAY_URL'),
      privateKey: devPrivateKeys[2] as Hex,
      chains: [{ chain: devnetChain, rpcUrl: env('E2E_RPC_URL') }],
    })
    try {
      await wallet.pair(uri)
      await expect(dialog).toBeHidden({ timeout: 10_000 })
      await expect(frameMainButton(frame)).toHaveText('Swap', {
        timeout: 10_000,
      })
    } finally {
      await wallet.close()
    }
  })
})
