import type { Page } from '@playwright/test'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { devAddresses, devPrivateKeys } from '../../devnet/devAccounts.ts'
import { formatTokenAmount } from '../../src/lib/format.ts'
import { expectFormKept, sentRequests } from './fixtures/faultChecks.ts'
import {
  balanceOf,
  clickMain,
  mainButton,
  swapProgress,
} from './fixtures/swapFlow.ts'
import {
  amountField,
  findToken,
  listTokens,
  openSwapPage,
  pick,
  pickToken,
  shortAddress,
} from './fixtures/swapPage.ts'
import { rpc } from './fixtures/test.ts'
import {
  accountChip,
  banner,
  connectWithWalletConnect,
  expect,
  setRelayOutage,
  test,
} from './fixtures/walletConnectPage.ts'
import type { WalletConnectWallet } from './fixtures/walletConnectWallet.ts'

/**
 * What happens to a WalletConnect link that the person did not do on the
 * page: the relay drops and comes back, the session ends from the wallet's
 * side or by its expiry, the wallet switches accounts, before or while it
 * holds the swap's signature request. The wallet is a real sign-client in
 * Node on the local relay (fixtures/walletConnectWallet.ts). Each path ends
 * with the person told in words and the form as they left it: tokens,
 * amount and slippage.
 */

const kept = { sell: 'ETH', buy: 'USDC', amount: '0.1', slippage: '1%' }

/** What the page says while the wallet holds a request for the old account. */
const OLD_REQUEST =
  /^Your wallet changed while it asks you to sign: refuse that request in your wallet/

const notice = (page: Page, words: string) =>
  page.getByRole('status').filter({ hasText: words })

const lostConnection = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Wallet connection lost' })

const nonceOf = async (address: Address) =>
  Number(await rpc<Hex>('eth_getTransactionCount', [address, 'latest']))

/** Connected over WalletConnect, 1% slippage, ETH → USDC 0.1 reviewed:
 * the Swap button waits. */
async function reviewedSwap(page: Page, wallet: WalletConnectWallet) {
  await openSwapPage(page)
  await connectWithWalletConnect(page, wallet)
  await page.getByRole('button', { name: /^Settings / }).click()
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await settings.getByRole('radio', { name: '1%', exact: true }).check()
  await settings.getByRole('button', { name: 'Done' }).click()
  await pickToken(page, 'buy', pick.USDC)
  await amountField(page).fill(kept.amount)
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
}

/**
 * The reviewed swap pressed, its signature request held in the wallet:
 * the account that was asked, and its nonce then (nothing may be sent).
 */
async function swapHeldInWallet(page: Page, wallet: WalletConnectWallet) {
  const first = wallet.account.address
  await reviewedSwap(page, wallet)
  const firstNonce = await nonceOf(first)
  wallet.hold()
  await clickMain(page, 'Swap')
  await expect.poll(() => wallet.requests).toEqual(['eth_sendTransaction'])
  return { first, firstNonce }
}

/** The form asks to connect again, usable, with what the person chose. */
async function expectAskedToConnect(page: Page) {
  await expect(
    banner(page).getByRole('button', { name: 'Connect wallet' }),
  ).toBeVisible()
  await expect(mainButton(page)).toHaveText('Connect wallet')
  await expect(amountField(page)).toBeEnabled()
  await expectFormKept(page, kept)
}

test('behavior: the relay drops mid-session: the page says the wallet cannot be reached, the swap asked meanwhile waits and goes through once the relay is back, the form kept', async ({
  page,
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet()
  await reviewedSwap(page, wallet)
  await setRelayOutage(true)
  try {
    await expect(lostConnection(page)).toContainText(
      "WalletConnect's relay cannot be reached. Reconnecting… Requests to your wallet are sent once it is back.",
    )
    // The press asks the wallet whether it batches: unheard for 5 s (the
    // relay is down), the wallet counts as one that does not, and the swap
    // is asked alone, waiting for the relay.
    await clickMain(page, 'Swap')
    await expect(mainButton(page)).toHaveText(
      'Confirm the swap in your wallet',
      { timeout: 10_000 },
    )
    expect(wallet.requests).toEqual([])
  } finally {
    await setRelayOutage(false)
  }
  // Both ends reconnect by themselves (the page within a heartbeat, 5 s).
  await expect(lostConnection(page)).toBeHidden({ timeout: 10_000 })
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(sentRequests(wallet)).toHaveLength(1)
  await expectFormKept(page, kept)
})

test('behavior: the wallet ends the session: the page says so and asks to connect again, the form kept', async ({
  page,
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet()
  await reviewedSwap(page, wallet)
  await wallet.disconnect()
  await expect(
    notice(
      page,
      'Your wallet ended the WalletConnect session. Connect again to swap.',
    ),
  ).toBeVisible()
  await expectAskedToConnect(page)
  expect(wallet.requests).toEqual([])
})

test('behavior: the session’s expiry passes: the page says it expired and asks to connect again, the form kept', async ({
  page,
  newWalletConnectWallet,
}) => {
  // WalletConnect sessions last 7 days; the page's clock gets there.
  await page.clock.install()
  const wallet = await newWalletConnectWallet()
  await reviewedSwap(page, wallet)
  await page.clock.fastForward(7 * 24 * 3_600_000 + 60_000)
  await expect(
    notice(page, 'Your WalletConnect session expired. Connect again to swap.'),
  ).toBeVisible()
  await expectAskedToConnect(page)
  expect(wallet.requests).toEqual([])
})

/**
 * The third dev account gives away 7 USDC first (anvil's unlocked dev
 * account), so the balance the page shows can only be its own, read anew.
 */
async function prepareThirdAccount() {
  const usdc = findToken(await listTokens(), 'USDC')
  const third = devAddresses[3] as Address
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: ['0x000000000000000000000000000000000000dEaD', 7_000_000n],
  })
  await rpc('eth_sendTransaction', [{ from: third, to: usdc.address, data }])
  return { third, usdc }
}

test('behavior: the wallet switches accounts: the page names the new account, reads its balance and starts the swap over for it, the form kept', async ({
  page,
  newWalletConnectWallet,
}) => {
  const { third, usdc } = await prepareThirdAccount()
  const wallet = await newWalletConnectWallet()
  await reviewedSwap(page, wallet)
  await wallet.switchAccount(devPrivateKeys[3] as Hex)
  await expect(
    notice(page, `Your wallet switched to account ${shortAddress(third)}.`),
  ).toBeVisible()
  await expect(accountChip(page, wallet)).toBeVisible()
  const balance = await balanceOf(usdc.address, third)
  await expect(
    page.getByRole('region', { name: 'You buy' }).getByText(/^Balance: /),
  ).toHaveText(`Balance: ${formatTokenAmount(balance, 6)} USDC`)
  await expect(mainButton(page)).toHaveText('Swap')
  await expectFormKept(page, kept)
  expect(wallet.requests).toEqual([])

  // The swap now goes from the new account, the one the session names.
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(await balanceOf(usdc.address, third)).toBeGreaterThan(balance)
})

test('behavior: the wallet switches accounts while it holds the swap’s signature request: the page asks to refuse it there, nothing is sent, the swap starts over for the new account', async ({
  page,
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet()
  const { first, firstNonce } = await swapHeldInWallet(page, wallet)
  await wallet.switchAccount(devPrivateKeys[3] as Hex)
  await expect(page.getByText(OLD_REQUEST)).toBeVisible()
  await expect(
    notice(
      page,
      `Your wallet switched to account ${shortAddress(wallet.account.address)}.`,
    ),
  ).toBeVisible()
  // The wallet now answers for its new account: the old one's request is
  // refused (4100), as a wallet does.
  wallet.release()
  await expect(mainButton(page)).toHaveText('Swap')
  await expect(page.getByText(OLD_REQUEST)).toBeHidden()
  await expectFormKept(page, kept)
  expect(sentRequests(wallet)).toHaveLength(1)
  expect(await nonceOf(first)).toBe(firstNonce)
})

test('behavior: the wallet ends the session while it holds the swap’s signature request: the page says so, nothing is sent, the form kept', async ({
  page,
  newWalletConnectWallet,
}) => {
  const wallet = await newWalletConnectWallet()
  const { first, firstNonce } = await swapHeldInWallet(page, wallet)
  await wallet.disconnect()
  await expect(
    notice(
      page,
      'Your wallet ended the WalletConnect session. Connect again to swap.',
    ),
  ).toBeVisible()
  await expectAskedToConnect(page)
  // The held request has no session left to be answered in.
  wallet.release()
  await wallet.close()
  expect(await nonceOf(first)).toBe(firstNonce)
  await expectAskedToConnect(page)
})
