import type { FrameLocator, Page } from '@playwright/test'
import { type Address, getAddress } from 'viem'
import { findToken, listTokens } from './fixtures/swapPage.ts'
import { expect, rpc, test } from './fixtures/test.ts'
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
 * The host page's wallet lent to the widget is strict, as a person's is
 * (examples/widget-host/host.js, like the injected test wallet): it refuses
 * another account (4100) and another chain (4901), refuses when the person
 * says no (4001), and announces accountsChanged, chainChanged and
 * disconnect. Each test has the person act in that wallet and checks how
 * the frame reacts; every transaction is real, on the devnet.
 */

const progress = (frame: FrameLocator) =>
  frame.getByRole('region', { name: 'Swap progress' })

async function openEthToUsdc(page: Page) {
  const usdc = findToken(await listTokens(), 'USDC')
  const me = await openWidgetHost(page)
  await createWidget(page, {
    chainId: 31337,
    sellToken: NATIVE,
    buyToken: usdc.address,
    amount: '0.5',
  })
  const frame = widgetFrame(page)
  await expect(frameMainButton(frame)).toHaveText('Swap', {
    timeout: 10_000,
  })
  return { me, frame }
}

const control = <T>(page: Page, act: string, argument?: T) =>
  page.evaluate(
    ({ act, argument }) =>
      (
        window.widgetHost.walletControl as unknown as Record<
          string,
          (value?: unknown) => void
        >
      )[act]?.(argument),
    { act, argument },
  )

test('behavior: the person refuses the swap in the host wallet (4001): the frame says nothing was sent, and the next press swaps', async ({
  page,
}) => {
  const { frame } = await openEthToUsdc(page)
  await control(page, 'rejectNext')
  await clickFrameMain(frame, 'Swap')
  await expect(
    frame.getByText('You cancelled the swap in your wallet. Nothing was sent.'),
  ).toBeVisible({ timeout: 10_000 })
  expect(
    (await hostEvents(page)).some((e) => e.type === 'swap:submitted'),
  ).toBe(false)
  await clickFrameMain(frame, 'Swap')
  await expect(
    progress(frame).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  await expect
    .poll(() => firstArrivals(page))
    .toEqual(['ready', 'quote', 'swap:submitted', 'swap:confirmed'])
})

test('behavior: the host wallet switches account: the frame follows, and the swap is sent from the new one (the wallet refuses the old one, 4100)', async ({
  page,
}) => {
  const { me, frame } = await openEthToUsdc(page)
  const other = await page.evaluate(() =>
    window.widgetHost.config.devnet.accounts.find(
      (account) => account !== window.widgetHost.config.devnet.account,
    ),
  )
  if (!other) throw new Error('the devnet has one account')
  await control(page, 'switchAccount', other)
  await clickFrameMain(frame, 'Swap')
  await expect(
    progress(frame).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  const confirmed = (await hostEvents(page)).find(
    (e) => e.type === 'swap:confirmed',
  )
  const receipt = await rpc<{ from: Address }>('eth_getTransactionReceipt', [
    confirmed?.hash,
  ])
  expect(getAddress(receipt.from)).toBe(getAddress(other))
  expect(getAddress(receipt.from)).not.toBe(getAddress(me))
})

test('behavior: the host wallet moves to another chain: the frame offers the switch back, and the swap is possible again after it', async ({
  page,
}) => {
  const { frame } = await openEthToUsdc(page)
  await control(page, 'switchChain', 1)
  await expect(frame.getByText('Wrong network')).toBeVisible()
  const button = frameMainButton(frame)
  await clickFrameMain(frame, 'Switch to Devnet')
  await expect(button).toHaveText('Swap', { timeout: 10_000 })
  await expect(frame.getByText('Wrong network')).toHaveCount(0)
  expect(
    await page.evaluate(() => window.widgetHost.walletControl.state.chain),
  ).toBe('0x7a69')
  expect(await page.evaluate(() => window.widgetHost.walletRequests)).toContain(
    'wallet_switchEthereumChain',
  )
})

test('behavior: the host wallet disconnects: the frame asks to connect, and connects again through the partner wallet', async ({
  page,
}) => {
  const { frame } = await openEthToUsdc(page)
  await control(page, 'disconnect')
  const button = frameMainButton(frame)
  await clickFrameMain(frame, 'Connect wallet')
  const partnerWallet = frame
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Partner wallet/ })
  await settleFrameControl(partnerWallet)
  await partnerWallet.click()
  await expect(button).toHaveText('Swap', { timeout: 10_000 })
  // Locked in the wallet (accountsChanged with no account): the same.
  await control(page, 'lock')
  await expect(button).toHaveText('Connect wallet', { timeout: 10_000 })
})

test('behavior: /widget.js forwards only the methods the frame needs; anything else is refused on the host side (4200), unheard by the wallet', async ({
  page,
}) => {
  await openEthToUsdc(page)
  const widget = page.frames().find((f) => f.url().includes('/embed.html'))
  if (!widget) throw new Error('no widget frame')
  const channel = new URLSearchParams(new URL(widget.url()).hash.slice(1)).get(
    'channel',
  )
  const answers = await widget.evaluate(async (channel) => {
    const ask = (id: number, method: string, params: unknown[]) =>
      new Promise<unknown>((resolve) => {
        const listen = (event: MessageEvent) => {
          if (event.data?.type !== 'wallet:response' || event.data.id !== id) {
            return
          }
          removeEventListener('message', listen)
          resolve(event.data.error ?? event.data.result)
        }
        addEventListener('message', listen)
        parent.postMessage(
          {
            source: 'swap-widget-frame',
            version: 1,
            channel,
            type: 'wallet:request',
            id,
            method,
            params,
          },
          '*',
        )
      })
    return Promise.all([
      ask(90_001, 'personal_sign', ['0x00']),
      ask(90_002, 'eth_signTypedData_v4', []),
      ask(90_003, 'anvil_setBalance', []),
      ask(90_004, 'eth_chainId', []),
    ])
  }, channel)
  expect(answers.slice(0, 3)).toEqual(
    Array(3).fill(expect.objectContaining({ code: 4200 })),
  )
  expect(answers[3]).toBe('0x7a69')
  const heard = await page.evaluate(() => window.widgetHost.walletRequests)
  for (const method of [
    'personal_sign',
    'eth_signTypedData_v4',
    'anvil_setBalance',
  ]) {
    expect(heard).not.toContain(method)
  }
})
