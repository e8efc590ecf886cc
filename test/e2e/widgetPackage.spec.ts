import { join } from 'node:path'
import { type Address, isAddressEqual } from 'viem'
import { balanceOf } from './fixtures/swapFlow.ts'
import { findToken, listTokens } from './fixtures/swapPage.ts'
import { env, expect, rpc, test } from './fixtures/test.ts'
import { clickFrameMain, NATIVE, widgetFrame } from './fixtures/widgetHost.ts'
import { buildWidgetPackagePage } from './fixtures/widgetPackagePage.ts'

/**
 * The widget package as a partner's React app uses it: the tarball `npm
 * pack` makes, installed into a fresh folder, a page written with its
 * `<SwapWidget />` (options as props, one callback per event) type-checked
 * by tsc and bundled by Vite, served by the example partner page's origin
 * (allowlisted, as a partner's would be) beside the proxy. The page lends
 * the widget the test wallet it discovers (EIP-6963), so the swap is real.
 */

type PageEvent = { type: string } & Record<string, unknown>

test.describe.configure({ mode: 'serial' })

let built: { tarball: string; typeErrors: string } | null = null

test.beforeAll(async ({ browser }) => {
  // why: npm pack (its prepack builds the package), an offline install,
  // tsc and a Vite build: about 20 s on this shared machine, 40 s seen.
  test.setTimeout(90_000)
  // The React code the configurator hands out, for some of each kind of
  // option: it must compile against the package too.
  const page = await browser.newPage()
  await page.goto(new URL('/configurator/', env('E2E_WIDGET_HOST_URL')).href)
  await page.waitForFunction(() => 'configurator' in window)
  await page.getByLabel('Accent').fill('#c2185b')
  await page.getByLabel('Radius (px)').fill('8')
  await page.getByRole('checkbox', { name: 'compare' }).check()
  await page.getByLabel('Maximum slippage %').fill('1')
  await expect(page.locator('#react')).toContainText('radius')
  const copiedCode = (await page.locator('#react').textContent()) ?? ''
  await page.close()
  built = await buildWidgetPackagePage(
    join(env('E2E_PAGES_DIR'), 'react-partner'),
    copiedCode,
  )
})

test("behavior: the packed package type-checks: options and event callbacks are typed, misuse does not compile, the configurator's React code compiles", () => {
  expect(built?.tarball).toMatch(/^swap-interface-widget-\d+\.\d+\.\d+\.tgz$/)
  expect(built?.typeErrors).toBe('')
})

test('behavior: <SwapWidget /> from the tarball renders the widget with its options and hears quote and swap from a real swap', async ({
  page,
  wallet,
}) => {
  const usdc = findToken(await listTokens(), 'USDC')
  const before = await balanceOf(usdc.address, wallet.account.address)
  const url = new URL(
    '/pages/react-partner/index.html',
    env('E2E_WIDGET_HOST_URL'),
  )
  url.searchParams.set('baseUrl', env('E2E_APP_URL'))
  url.searchParams.set('buyToken', usdc.address)
  await page.goto(url.href)

  const frame = widgetFrame(page)
  // The options arrived: German, the amount (shown the German way), the
  // accent on the main button.
  await expect(
    frame.getByRole('textbox', { name: 'Zu verkaufender Betrag' }),
  ).toHaveValue('0,5')
  const button = frame.locator('.swap-button-area > button.button-primary')
  await expect(button).toHaveCSS('background-color', 'rgb(10, 125, 59)')
  await expect(frame.getByText('Mit einzelnen Pools vergleichen')).toHaveCount(
    0,
  )

  const events = () =>
    page.evaluate(
      () => (window as unknown as { pageEvents: PageEvent[] }).pageEvents,
    )
  await expect
    .poll(async () => (await events()).some((e) => e.type === 'quote'))
    .toBe(true)
  // One press: no approval for ETH, and the press goes on to the wallet.
  await clickFrameMain(frame, 'Tauschen')
  await expect
    .poll(async () => (await events()).map((e) => e.type))
    .toContain('swap:confirmed')

  const seen = await events()
  const quote = seen.find((e) => e.type === 'quote')
  expect(quote).toMatchObject({
    chainId: 31337,
    sellAmount: '500000000000000000',
  })
  expect(isAddressEqual(quote?.sellToken as Address, NATIVE)).toBe(true)
  expect(isAddressEqual(quote?.buyToken as Address, usdc.address)).toBe(true)
  const submitted = seen.find((e) => e.type === 'swap:submitted')
  const confirmed = seen.find((e) => e.type === 'swap:confirmed')
  expect(confirmed?.hash).toBe(submitted?.hash)
  const received =
    (await balanceOf(usdc.address, wallet.account.address)) - before
  expect(received).toBeGreaterThan(0n)
  expect(confirmed?.amountReceived).toBe(received.toString())
  const receipt = await rpc<{ status: string }>('eth_getTransactionReceipt', [
    confirmed?.hash,
  ])
  expect(receipt.status).toBe('0x1')
  expect(seen.filter((e) => e.type === 'error')).toEqual([])
})
