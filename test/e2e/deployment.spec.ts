import type { Page, Route } from '@playwright/test'
import {
  amountField,
  connectTestWallet,
  findToken,
  listTokens,
  openSwapPage,
  panelBalance,
  tokenButton,
} from './fixtures/swapPage.ts'
import { env, expect, test } from './fixtures/test.ts'
import {
  createWidget,
  NATIVE,
  openWidgetHost,
  widgetFrame,
} from './fixtures/widgetHost.ts'

/**
 * The page reads its deployment's settings (RPC URLs, WalletConnect) from
 * the proxy as it starts (GET /api/deployment). When they cannot be had,
 * the app and the widget's frame say so in words, in place of the shell,
 * and "Try again" starts them once the settings answer. The failure is the
 * request answered by the browser's network layer (Playwright's route): a
 * proxy that is up but failing, or a gateway in front of it.
 */

const SETTINGS = '**/api/deployment'

type Settings = { rpcUrls: Record<string, string>; walletConnect: unknown }

/** Answers the settings request with `status` until `restore()`. */
async function failSettings(page: Page, status: number) {
  let isFailing = true
  const handler = (route: Route) =>
    isFailing
      ? route.fulfill({ status, body: 'unavailable' })
      : route.continue()
  await page.route(SETTINGS, handler)
  return () => {
    isFailing = false
  }
}

/** Each JSON-RPC call the page sends to the devnet's node, in order. */
function recordNodeCalls(page: Page) {
  const calls: { method: string; to?: string; data?: string }[] = []
  const nodeUrl = new URL(env('E2E_RPC_URL')).href
  page.on('request', (request) => {
    if (request.method() !== 'POST' || request.url() !== nodeUrl) return
    const body = request.postDataJSON() as unknown
    for (const call of [body].flat() as {
      method: string
      params?: [{ to?: string; data?: string }?]
    }[]) {
      const [first] = call.params ?? []
      calls.push({
        method: call.method,
        to: first?.to?.toLowerCase(),
        data: first?.data?.toLowerCase(),
      })
    }
  })
  return calls
}

test("behavior: a returning connected person's balances are asked of the node as the page starts, in one batch, and the card shows them without a read of its own", async ({
  page,
  wallet,
}) => {
  const usdc = findToken(await listTokens(), 'USDC').address
  await openSwapPage(page, `/?chain=31337&from=${NATIVE}&to=${usdc}`)
  await connectTestWallet(page, wallet.account.address)
  const sellBalance = panelBalance(page, 'sell')
  const buyBalance = panelBalance(page, 'buy')
  await expect(buyBalance).toHaveText(/^Balance: [\d,.]+ USDC/)
  const calls = recordNodeCalls(page)
  await page.reload()
  await expect(sellBalance).toHaveText(/^Balance: [\d,.]+ ETH/)
  await expect(buyBalance).toHaveText(/^Balance: [\d,.]+ USDC/)
  const owner = wallet.account.address.slice(2).toLowerCase()
  // The first calls: the native balance and USDC's balanceOf, read ahead.
  expect(calls.slice(0, 2)).toEqual([
    { method: 'eth_getBalance', to: undefined, data: undefined },
    {
      method: 'eth_call',
      to: usdc.toLowerCase(),
      data: `0x70a08231${owner.padStart(64, '0')}`,
    },
  ])
  // No balanceOf of the account of its own (through Multicall3).
  expect(
    calls
      .slice(2)
      .filter(
        (call) =>
          call.data?.includes(`70a08231${owner.padStart(64, '0')}`) ?? false,
      ),
  ).toEqual([])
})

test("behavior: the app says its settings could not be loaded, and starts on 'Try again'", async ({
  page,
}) => {
  const restore = await failSettings(page, 503)
  await page.goto('/')
  const alert = page.getByRole('alert')
  await expect(
    alert.getByRole('heading', { name: 'The swap could not start' }),
  ).toBeVisible()
  await expect(alert).toContainText(
    "This site's settings could not be loaded: the server answered 503.",
  )
  restore()
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(tokenButton(page, 'sell')).toHaveAccessibleName(
    'Token to sell: ETH',
  )
  await expect(amountField(page)).toBeEditable()
})

test('behavior: a returning visit starts from the settings it read last without waiting for them; settings changed since load the page again, once', async ({
  page,
}) => {
  await page.goto('/')
  await expect(amountField(page)).toBeEditable()
  /**
   * Holds the proxy's answer until the returned function is called; then
   * answers it, changed by `change`.
   */
  const holdSettings = async (change = (settings: Settings) => settings) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(SETTINGS, async (route) => {
      await held
      const response = await route.fetch()
      await route.fulfill({ response, json: change(await response.json()) })
    })
    return release
  }
  // The proxy's answer held: the page starts from its copy all the same.
  let release = await holdSettings()
  await page.reload()
  await expect(amountField(page)).toBeEditable()
  const answered = page.waitForResponse(SETTINGS)
  release()
  await answered
  await page.unrouteAll({ behavior: 'wait' })

  // The proxy answers other settings now (another RPC URL): the page
  // starts from its copy, then loads again, once, on the answer.
  const changed = (settings: Settings) => ({
    ...settings,
    rpcUrls: { ...settings.rpcUrls, '31337': 'http://127.0.0.1:1/' },
  })
  release = await holdSettings(changed)
  let loads = 0
  page.on('load', () => {
    loads += 1
  })
  await page.reload()
  await expect(amountField(page)).toBeEditable()
  expect(loads).toBe(1)
  release()
  await expect.poll(() => loads).toBe(2)
  await expect(amountField(page)).toBeEditable()
  const copy = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('swap.deployment.v1') ?? 'null')?.value,
  )
  expect(copy.rpcUrls['31337']).toBe('http://127.0.0.1:1/')
  expect(loads).toBe(2)
})

test('behavior: invalid settings are refused with the reason; nothing starts with them', async ({
  page,
}) => {
  await page.route(SETTINGS, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        rpcUrls: { '31337': 'javascript:alert(1)' },
        walletConnect: null,
      }),
    }),
  )
  await page.goto('/')
  await expect(page.getByRole('alert')).toContainText(
    "This site's settings are invalid (rpcUrls.31337 must be an http(s) URL",
  )
  // The shell is replaced: no form to use with settings nobody checked.
  await expect(amountField(page)).toHaveCount(0)
})

test("behavior: the widget's frame says so too, and starts on 'Try again'", async ({
  page,
}) => {
  const restore = await failSettings(page, 502)
  await openWidgetHost(page)
  await createWidget(page, { chainId: 31337, sellToken: NATIVE })
  const frame = widgetFrame(page)
  const alert = frame.getByRole('alert')
  await expect(alert).toContainText(
    "This site's settings could not be loaded: the server answered 502.",
  )
  restore()
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(
    frame.getByRole('textbox', { name: 'Amount to sell' }),
  ).toBeEditable()
})
