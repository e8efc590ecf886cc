import { type Address, getAddress, isAddressEqual } from 'viem'
import { balanceOf } from './fixtures/swapFlow.ts'
import { findToken, listTokens } from './fixtures/swapPage.ts'
import { expect, rpc, test } from './fixtures/test.ts'
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
  await clickFrameMain(frame, 'Review swap')
  await clickFrameMain(frame, 'Swap')
  await expect(
    progress(frame).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 30_000 })

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
  await clickFrameMain(frame, 'Review: approve USDC, then swap')
  await clickFrameMain(frame, 'Approve USDC')
  await clickFrameMain(frame, 'Swap')
  await expect(
    progress(frame).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 30_000 })

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
