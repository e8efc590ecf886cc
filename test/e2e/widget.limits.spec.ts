import type { FrameLocator, Page } from '@playwright/test'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
} from 'viem'
import { balanceOf } from './fixtures/swapFlow.ts'
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
 * Settings a host sets that can cost the person money wait for their word in
 * the frame before anything is signed. Each test shows that the wallet gets
 * no transaction while the confirmation waits (the card's button is held,
 * a quote notwithstanding), and that after it the swap completes on the
 * devnet through the host page's strict wallet (examples/widget-host).
 */

const DEAD: Address = '0x000000000000000000000000000000000000dEaD'
const HELD = 'Confirm the settings above first'

const notice = (frame: FrameLocator) =>
  frame.getByRole('region', { name: 'Check the settings this site chose' })

const transactionsSent = (page: Page) =>
  page.evaluate(() =>
    window.widgetHost.walletRequests.filter((m) => m === 'eth_sendTransaction'),
  )

const progress = (frame: FrameLocator) =>
  frame.getByRole('region', { name: 'Swap progress' })

/** A quote is on screen and the button still holds: nothing was sent. */
async function expectHeld(page: Page, frame: FrameLocator) {
  await expect.poll(() => firstArrivals(page)).toContain('quote')
  const button = frameMainButton(frame)
  await expect(button).toHaveText(HELD, { timeout: 10_000 })
  await expect(button).toBeDisabled()
  await expect(
    frame.getByText(/Confirm the settings this site chose, above/),
  ).toBeVisible()
  expect(await transactionsSent(page)).toEqual([])
}

async function confirm(frame: FrameLocator) {
  const button = notice(frame).getByRole('button', {
    name: 'I understand, use these settings',
  })
  // Its presses count once the widget has been in plain sight for a second.
  await settleFrameControl(button)
  await expect(button).toBeEnabled()
  await button.click()
  await expect(notice(frame)).toHaveCount(0)
}

/**
 * The first press goes on by itself (the approval, or the swap); with an
 * approval, the test wallet (no batching) presses Swap once more.
 */
async function swapThrough(frame: FrameLocator, first = 'Swap') {
  await clickFrameMain(frame, first)
  if (first !== 'Swap') await clickFrameMain(frame, 'Swap')
  await expect(
    progress(frame).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
}

test('behavior: a host slippage of 50 % with Settings hidden is confirmed in the frame first; then the swap completes', async ({
  page,
}) => {
  const usdc = findToken(await listTokens(), 'USDC')
  await openWidgetHost(page)
  await createWidget(page, {
    chainId: 31337,
    sellToken: NATIVE,
    buyToken: usdc.address,
    amount: '0.5',
    slippage: { default: 50, max: 50 },
    hide: ['settings'],
  })
  const frame = widgetFrame(page)
  await expect(notice(frame)).toContainText(
    'The site you are on set your slippage to 50%. You could receive up to half less than quoted.',
  )
  await expect(frame.getByRole('button', { name: /^Settings/ })).toHaveCount(0)
  await expectHeld(page, frame)

  await confirm(frame)
  await swapThrough(frame)
  expect(await transactionsSent(page)).toHaveLength(1)
  await expect
    .poll(() => firstArrivals(page))
    .toEqual(['ready', 'quote', 'swap:submitted', 'swap:confirmed'])
})

test('behavior: unlimited approvals set by the host are confirmed first; then the approval is unlimited and the swap completes', async ({
  page,
}) => {
  const tokens = await listTokens()
  const usdc = findToken(tokens, 'USDC')
  const dai = findToken(tokens, 'DAI')
  await openWidgetHost(page)
  await createWidget(page, {
    chainId: 31337,
    sellToken: usdc.address,
    buyToken: dai.address,
    amount: '100',
    approvalMode: 'unlimited',
  })
  const frame = widgetFrame(page)
  await expect(notice(frame)).toContainText(
    'The site you are on set approvals to unlimited: the swap router may spend all of a token you approve, now and later, until you revoke the approval.',
  )
  await expectHeld(page, frame)

  await confirm(frame)
  await swapThrough(frame, 'Approve USDC, then swap')
  expect(await transactionsSent(page)).toHaveLength(2)
  const approval = (await hostEvents(page)).find(
    (e) => e.type === 'approval:submitted',
  )
  const tx = await rpc<{ input: Hex; to: Address }>(
    'eth_getTransactionByHash',
    [approval?.hash],
  )
  const { functionName, args } = decodeFunctionData({
    abi: erc20Abi,
    data: tx.input,
  })
  expect(functionName).toBe('approve')
  expect(args?.[1]).toBe(maxUint256)
})

test('behavior: a receiver set by the host is confirmed first, named in full; then the tokens bought go there', async ({
  page,
}) => {
  const usdc = findToken(await listTokens(), 'USDC')
  const me = await openWidgetHost(page)
  const deadBefore = await balanceOf(usdc.address, DEAD)
  const mineBefore = await balanceOf(usdc.address, me)
  await createWidget(page, {
    chainId: 31337,
    sellToken: NATIVE,
    buyToken: usdc.address,
    amount: '0.5',
    recipient: DEAD,
    hide: ['settings'],
  })
  const frame = widgetFrame(page)
  await expect(notice(frame)).toContainText(
    `The site you are on set the receiver to ${DEAD}: the tokens you buy will go there, not to your wallet.`,
  )
  await expectHeld(page, frame)

  await confirm(frame)
  await swapThrough(frame)
  expect(await balanceOf(usdc.address, DEAD)).toBeGreaterThan(deadBefore)
  expect(await balanceOf(usdc.address, me)).toBe(mineBefore)
})

test('behavior: an update() that changes a confirmed limit asks again; other updates do not', async ({
  page,
}) => {
  const usdc = findToken(await listTokens(), 'USDC')
  await openWidgetHost(page)
  await createWidget(page, {
    chainId: 31337,
    sellToken: NATIVE,
    buyToken: usdc.address,
    amount: '0.5',
    slippage: { default: 5, max: 5 },
  })
  const frame = widgetFrame(page)
  await expect(notice(frame)).toContainText('set your slippage to 5%')
  await confirm(frame)
  await expect(frameMainButton(frame)).toHaveText('Swap', {
    timeout: 10_000,
  })

  await page.evaluate(() => window.widgetHost.update(0, { amount: '0.6' }))
  await expect
    .poll(async () =>
      (await hostEvents(page))
        .filter((e) => e.type === 'quote')
        .some((e) => e.sellAmount === '600000000000000000'),
    )
    .toBe(true)
  await expect(notice(frame)).toHaveCount(0)
  await expect(frameMainButton(frame)).toHaveText('Swap')

  await page.evaluate(() =>
    window.widgetHost.update(0, { slippage: { default: 20, max: 20 } }),
  )
  await expect(notice(frame)).toContainText(
    'The site you are on set your slippage to 20%. You could receive up to 20% less than quoted.',
  )
  await expect(frameMainButton(frame)).toHaveText(HELD)
  expect(await transactionsSent(page)).toEqual([])
})
