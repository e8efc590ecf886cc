import type { Page } from '@playwright/test'
import { type Address, getAddress, isAddressEqual } from 'viem'
import { balanceOf } from './fixtures/swapFlow.ts'
import { findToken, listTokens } from './fixtures/swapPage.ts'
import { env, expect, rpc, test } from './fixtures/test.ts'
import {
  clickFrameMain,
  createWidget,
  firstArrivals,
  hostEvents,
  NATIVE,
  openWidgetHost,
  widgetFrame,
} from './fixtures/widgetHost.ts'

/**
 * The embeddable widget as a partner uses it: the example host page on its
 * own origin (http://localhost:…, allowlisted) loads /widget.js from the
 * app's origin (http://127.0.0.1:…), and the widget signs through the host
 * page's wallet, bridged. That wallet is the devnet's unlocked dev account
 * in anvil (the host page forwards EIP-1193 requests to the RPC), so every
 * transaction is real.
 */

const progress = (frame: ReturnType<typeof widgetFrame>) =>
  frame.getByRole('region', { name: 'Swap progress' })

test('behavior: ETH → USDC through the bridged host wallet; events in order; balances move', async ({
  page,
}) => {
  const usdc = findToken(await listTokens(), 'USDC')
  const me = await openWidgetHost(page)
  const usdcBefore = await balanceOf(usdc.address, me)
  await createWidget(page, {
    chainId: 31337,
    sellToken: NATIVE,
    buyToken: usdc.address,
    amount: '0.5',
  })
  const frame = widgetFrame(page)
  await clickFrameMain(frame, 'Swap')
  await expect(
    progress(frame).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })

  await expect
    .poll(() => firstArrivals(page))
    .toEqual(['ready', 'quote', 'swap:submitted', 'swap:confirmed'])
  const events = await hostEvents(page)
  const quote = events.find((e) => e.type === 'quote')
  expect(quote).toMatchObject({
    chainId: 31337,
    sellAmount: '500000000000000000',
  })
  expect(isAddressEqual(quote?.sellToken as Address, NATIVE)).toBe(true)
  expect(isAddressEqual(quote?.buyToken as Address, usdc.address)).toBe(true)
  const submitted = events.find((e) => e.type === 'swap:submitted')
  const confirmed = events.find((e) => e.type === 'swap:confirmed')
  expect(confirmed?.hash).toBe(submitted?.hash)
  const received = (await balanceOf(usdc.address, me)) - usdcBefore
  expect(received).toBeGreaterThan(0n)
  expect(confirmed?.amountReceived).toBe(received.toString())
  const receipt = await rpc<{ status: string; from: string }>(
    'eth_getTransactionReceipt',
    [confirmed?.hash],
  )
  expect(receipt.status).toBe('0x1')
  expect(getAddress(receipt.from)).toBe(getAddress(me))
  const sent = await page.evaluate(() =>
    window.widgetHost.walletRequests.filter((m) => m === 'eth_sendTransaction'),
  )
  expect(sent).toHaveLength(1)
})

test('behavior: USDC → DAI with an approval through the bridged host wallet', async ({
  page,
}) => {
  const tokens = await listTokens()
  const usdc = findToken(tokens, 'USDC')
  const dai = findToken(tokens, 'DAI')
  const me = await openWidgetHost(page)
  const usdcBefore = await balanceOf(usdc.address, me)
  const daiBefore = await balanceOf(dai.address, me)
  await createWidget(page, {
    chainId: 31337,
    sellToken: usdc.address,
    buyToken: dai.address,
    amount: '100',
    approvalMode: 'exact',
  })
  const frame = widgetFrame(page)
  await clickFrameMain(frame, 'Approve USDC, then swap')
  await clickFrameMain(frame, 'Swap')
  await expect(
    progress(frame).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })

  await expect
    .poll(() => firstArrivals(page))
    .toEqual([
      'ready',
      'quote',
      'approval:submitted',
      'approval:confirmed',
      'swap:submitted',
      'swap:confirmed',
    ])
  expect(await balanceOf(usdc.address, me)).toBe(usdcBefore - 100_000_000n)
  expect(await balanceOf(dai.address, me)).toBeGreaterThan(daiBefore)
  const sent = await page.evaluate(() =>
    window.widgetHost.walletRequests.filter((m) => m === 'eth_sendTransaction'),
  )
  expect(sent).toHaveLength(2)
})

const quotesOf = async (page: Page, widget: number) =>
  (await hostEvents(page, widget)).filter((e) => e.type === 'quote')

test('behavior: two widgets keep their own tokens, amounts and quotes; update() re-quotes without a reload', async ({
  page,
}) => {
  const tokens = await listTokens()
  const usdc = findToken(tokens, 'USDC')
  const dai = findToken(tokens, 'DAI')
  await openWidgetHost(page)
  const first = { sellToken: NATIVE, buyToken: usdc.address, amount: '1' }
  const second = {
    sellToken: usdc.address,
    buyToken: dai.address,
    amount: '250',
  }
  await createWidget(
    page,
    { chainId: 31337, ...first },
    { isHostWallet: false },
  )
  await createWidget(
    page,
    { chainId: 31337, ...second },
    { isHostWallet: false },
  )

  // Each frame's first quote follows its first load (its page, lazy
  // chunks, the deployment's settings), held to 10 s as the other first
  // loads here are; poll's 5 s default fell short once under load.
  const firstLoad = { timeout: 10_000 }
  await expect
    .poll(async () => (await quotesOf(page, 0)).length, firstLoad)
    .toBeGreaterThan(0)
  await expect
    .poll(async () => (await quotesOf(page, 1)).length, firstLoad)
    .toBeGreaterThan(0)
  for (const quote of await quotesOf(page, 0)) {
    expect(isAddressEqual(quote.buyToken as Address, usdc.address)).toBe(true)
    expect(quote.sellAmount).toBe('1000000000000000000')
    expect(quote.quoteId).toBeNull()
  }
  for (const quote of await quotesOf(page, 1)) {
    expect(isAddressEqual(quote.sellToken as Address, usdc.address)).toBe(true)
    expect(isAddressEqual(quote.buyToken as Address, dai.address)).toBe(true)
    expect(quote.sellAmount).toBe('250000000')
  }
  const amountField = (index: number) =>
    widgetFrame(page, index).getByRole('textbox', { name: 'Amount to sell' })
  await expect(amountField(0)).toHaveValue('1')
  await expect(amountField(1)).toHaveValue('250')

  // A mark in the first frame's window survives update(): no reload.
  const frame = page.frames().find((f) => f.url().includes('/embed.html'))
  await frame?.evaluate(() => {
    ;(window as unknown as { mark: number }).mark = 42
  })
  await page.evaluate(() => window.widgetHost.update(0, { amount: '2' }))
  await expect
    .poll(async () => (await quotesOf(page, 0)).at(-1)?.sellAmount)
    .toBe('2000000000000000000')
  await expect(amountField(0)).toHaveValue('2')
  await expect(amountField(1)).toHaveValue('250')
  expect(
    await frame?.evaluate(() => (window as unknown as { mark: number }).mark),
  ).toBe(42)
  const readies = (await hostEvents(page, 0)).filter((e) => e.type === 'ready')
  expect(readies).toHaveLength(1)
  expect(
    (await quotesOf(page, 1)).every((q) => q.sellAmount === '250000000'),
  ).toBe(true)
})

test('behavior: destroy() leaves no iframe and no message listener', async ({
  page,
}) => {
  // Counts the host page's live 'message' listeners (all of them are the
  // widget script's: the example page adds none).
  await page.addInitScript(() => {
    const live = new Set<unknown>()
    const add = window.addEventListener.bind(window)
    const remove = window.removeEventListener.bind(window)
    window.addEventListener = ((type: string, listener: never, o: never) => {
      if (type === 'message') live.add(listener)
      return add(type, listener, o)
    }) as typeof window.addEventListener
    window.removeEventListener = ((type: string, listener: never, o: never) => {
      if (type === 'message') live.delete(listener)
      return remove(type, listener, o)
    }) as typeof window.removeEventListener
    ;(window as unknown as { liveListeners: () => number }).liveListeners =
      () => live.size
  })
  await openWidgetHost(page)
  await createWidget(page, { amount: '1' }, { isHostWallet: false })
  await expect.poll(() => firstArrivals(page)).toContain('ready')
  const liveListeners = () =>
    page.evaluate(() =>
      (window as unknown as { liveListeners: () => number }).liveListeners(),
    )
  expect(await liveListeners()).toBe(1)
  const channel = await page.evaluate(
    () => new URL(document.querySelector('iframe')?.src ?? '').hash,
  )
  await page.evaluate(() => window.widgetHost.destroy(0))
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(await liveListeners()).toBe(0)
  // A frame-shaped message on the old channel afterwards: nobody answers.
  const before = (await hostEvents(page)).length
  await page.evaluate((hash) => {
    window.postMessage(
      {
        source: 'swap-widget-frame',
        version: 1,
        channel: hash.replace('#channel=', ''),
        type: 'ready',
      },
      '*',
    )
  }, channel)
  await page.evaluate(() => new Promise((done) => setTimeout(done, 0)))
  expect(await hostEvents(page)).toHaveLength(before)
})

test('behavior: a host on an origin off the allowlist cannot frame the widget and gets no answer', async ({
  page,
}) => {
  // Same example page, other origin: 127.0.0.1 is not on the allowlist
  // (localhost is).
  const refused = new Promise<string>((resolve) => {
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) resolve(message.text())
    })
  })
  const url = new URL(env('E2E_WIDGET_HOST_URL'))
  url.hostname = '127.0.0.1'
  await openWidgetHost(page, url.href)
  await createWidget(page, { amount: '1' })
  expect(await refused).toContain('blocked')
  await expect(page.locator('iframe')).toHaveCount(1)
  const frame = page.frames().find((f) => f !== page.mainFrame())
  expect(frame?.url() ?? '').not.toContain('/embed.html#channel')
  expect(await hostEvents(page)).toEqual([])
  expect(await page.evaluate(() => window.widgetHost.walletRequests)).toEqual(
    [],
  )
})

type Forgery = Record<string, unknown>

const FAKE_HASH = `0x${'ab'.repeat(32)}`
const ATTACKER = '0x000000000000000000000000000000000000dEaD'

/** Variants of a message, each with exactly one defect (or none). */
function defects(message: Forgery): Forgery[] {
  const { type: _type, ...untyped } = message
  return [
    { ...message, channel: 'someone-elses-channel' },
    { ...message, channel: `${message.channel}x` },
    { ...message, version: 2 },
    { ...message, version: '1' },
    { ...message, version: 0 },
    { ...message, source: 'swap-widget-frame' },
    { ...message, source: 'swap-widget-host' },
    { ...message, source: undefined },
    untyped,
    { ...message, type: 'eval' },
    { ...message, extra: true },
    { ...message, padding: 'x'.repeat(70_000) },
  ]
    .map((variant) => ({ ...variant }))
    .filter((variant) => JSON.stringify(variant) !== JSON.stringify(message))
}

const junk: unknown[] = [
  null,
  42,
  'ready',
  [],
  [{ type: 'update' }],
  { type: 'update', options: { amount: '3' } },
  'x'.repeat(100_000),
]

test('behavior: forged messages (origin, source window, channel, version, shape, size) are ignored by both sides; nothing reaches the wallet', async ({
  page,
}) => {
  const usdc = findToken(await listTokens(), 'USDC')
  await openWidgetHost(page)
  await createWidget(page, {
    chainId: 31337,
    sellToken: NATIVE,
    buyToken: usdc.address,
    amount: '1',
  })
  await expect.poll(() => firstArrivals(page)).toContain('quote')
  const channel = await page.evaluate(
    () =>
      new URL(document.querySelector('iframe')?.src ?? '').hash.split('=')[1],
  )
  const widget = page.frames().find((f) => f.url().includes('/embed.html'))
  if (!widget || !channel) throw new Error('no widget frame')
  const requestsBefore = await page.evaluate(
    () => window.widgetHost.walletRequests.length,
  )

  // Rogue frames on the partner page: one same-origin (allowlisted origin,
  // wrong window), one from an origin off the allowlist.
  const otherOrigin = new URL(env('E2E_WIDGET_HOST_URL'))
  otherOrigin.hostname = '127.0.0.1'
  await page.evaluate((src) => {
    for (const [name, url] of [
      ['rogue', 'about:blank'],
      ['remote', src],
    ]) {
      const frame = document.createElement('iframe')
      frame.name = name as string
      frame.src = url as string
      document.body.append(frame)
    }
  }, `${otherOrigin.origin}/config.json`)
  await expect
    .poll(() => page.frame({ name: 'remote' })?.url() ?? '')
    .toContain('/config.json')
  const rogue = page.frame({ name: 'rogue' })
  const remote = page.frame({ name: 'remote' })
  if (!rogue || !remote) throw new Error('rogue frames missing')

  const host = { source: 'swap-widget-host', version: 1, channel }
  const toFrame: Forgery[] = [
    { ...host, type: 'update', options: { amount: '3' } },
    { ...host, type: 'update', options: { amount: '3', bogus: 1 } },
    { ...host, type: 'init', options: { amount: '3' } },
    { ...host, type: 'wallet:accountsChanged', accounts: [ATTACKER] },
    { ...host, type: 'wallet:response', id: 0, result: [ATTACKER] },
  ]
  const frame = { source: 'swap-widget-frame', version: 1, channel }
  const toHost: Forgery[] = [
    { ...frame, type: 'swap:confirmed', hash: FAKE_HASH, amountReceived: '1' },
    {
      ...frame,
      type: 'quote',
      chainId: 1,
      sellToken: ATTACKER,
      buyToken: ATTACKER,
      sellAmount: '3',
      buyAmount: '3',
      quoteId: 'forged',
    },
    {
      ...frame,
      type: 'wallet:request',
      id: 9,
      method: 'forged_send',
      params: [],
    },
  ]
  // From the real parent (right window, allowlisted origin): one defect each.
  const fromParent = [...toFrame.flatMap(defects), ...junk]
  // From the wrong windows: flawless messages.
  const fromRogues = toFrame
  // To the host from the real widget frame: one defect each.
  const fromWidget = [
    ...toHost.flatMap(defects),
    ...junk,
    {
      ...frame,
      type: 'wallet:request',
      id: 9,
      method: 'forged_send',
      params: Array(17).fill(0),
    },
    { ...frame, type: 'swap:submitted', hash: '0x12' },
  ]
  // To the host from the wrong windows: flawless messages.
  const toHostFromRogues = toHost

  const total =
    fromParent.length +
    2 * fromRogues.length +
    fromWidget.length +
    3 * toHostFromRogues.length
  expect(total).toBeGreaterThanOrEqual(100)

  await page.evaluate((messages) => {
    const target = document.querySelector('iframe')?.contentWindow
    for (const message of messages) target?.postMessage(message, '*')
  }, fromParent)
  for (const forger of [rogue, remote]) {
    await forger.evaluate(
      ({ toFrame, toHost }) => {
        const widgetWindow = parent.frames[0]
        for (const message of toFrame) widgetWindow?.postMessage(message, '*')
        for (const message of toHost) parent.postMessage(message, '*')
      },
      { toFrame: fromRogues, toHost: toHostFromRogues },
    )
  }
  await page.evaluate((messages) => {
    for (const message of messages) window.postMessage(message, '*')
  }, toHostFromRogues)
  await widget.evaluate((messages) => {
    for (const message of messages) parent.postMessage(message, '*')
  }, fromWidget)

  // A real update after them all: once its quote is in, every forgery
  // before it has been delivered and dropped.
  await page.evaluate(() => window.widgetHost.update(0, { amount: '2' }))
  await expect
    .poll(async () => (await quotesOf(page, 0)).at(-1)?.sellAmount)
    .toBe('2000000000000000000')

  const events = await hostEvents(page)
  expect(events.filter((e) => e.type === 'error')).toEqual([])
  expect(events.some((e) => e.hash === FAKE_HASH)).toBe(false)
  expect(events.some((e) => e.quoteId === 'forged')).toBe(false)
  const quotes = events.filter((e) => e.type === 'quote')
  expect(quotes.some((q) => q.sellAmount === '3000000000000000000')).toBe(false)
  expect(quotes.every((q) => q.chainId === 31337)).toBe(true)
  const requests = await page.evaluate(() => window.widgetHost.walletRequests)
  expect(requests.some((method) => method.startsWith('forged'))).toBe(false)
  expect(requests).not.toContain('eth_sendTransaction')
  expect(requests.length).toBeGreaterThanOrEqual(requestsBefore)
  await expect(
    widget.page().frameLocator('iframe').first().getByRole('textbox', {
      name: 'Amount to sell',
    }),
  ).toHaveValue('2')
})
