import type { Page } from '@playwright/test'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { devAddresses, devPrivateKeys } from '../../devnet/devAccounts.ts'
import { formatTokenAmount } from '../../src/lib/format.ts'
import { expectFormKept, sentRequests } from './fixtures/faultChecks.ts'
import { watchPageProblems } from './fixtures/faultyProxy.ts'
import {
  allowanceOf,
  balanceOf,
  clickMain,
  mainButton,
  openPair,
  routerOf,
} from './fixtures/swapFlow.ts'
import {
  DEVNET_CHAIN_ID,
  findToken,
  type ListedToken,
  listTokens,
  pick,
  shortAddress,
} from './fixtures/swapPage.ts'
import { expect, rpc, test } from './fixtures/test.ts'
import type { TestWallet } from './fixtures/testWallet.ts'

/**
 * The person switches accounts in the wallet, or disconnects the page,
 * after the approval: while the Swap button is ready, and while the swap's
 * signature request waits in the wallet. The flow resets, the new
 * account's balance and allowance are read afresh (it has not approved, so
 * approval comes back), and nothing is sent for the old account: the
 * wallet refuses the held request once its account is gone, as wallets do,
 * and the old account's nonce does not move past its approval.
 */

const kept = { sell: 'USDC', buy: 'DAI', amount: '100' }

/** What the page says while the wallet holds a request for the old account. */
const OLD_REQUEST =
  /^Your wallet changed while it asks you to sign: refuse that request in your wallet/

const nonceOf = async (address: Address) =>
  Number(await rpc<Hex>('eth_getTransactionCount', [address, 'latest']))

/** USDC → DAI 100, approved by the first account: the Swap button waits. */
async function approveFirst(page: Page, wallet: TestWallet) {
  await openPair(page, {
    address: wallet.account.address,
    sell: pick.USDC,
    buy: pick.DAI,
    amount: '100',
  })
  await clickMain(page, 'Approve USDC, then swap')
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  expect(wallet.requests).toEqual(['eth_sendTransaction'])
}

/**
 * The second account gives away 7 USDC first (anvil's unlocked dev
 * account), so the balance the page shows can only be its own, read anew.
 */
async function prepareSecondAccount(usdc: ListedToken) {
  const second = devAddresses[2] as Address
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: ['0x000000000000000000000000000000000000dEaD', 7_000_000n],
  })
  await rpc('eth_sendTransaction', [{ from: second, to: usdc.address, data }])
  return second
}

async function expectNewAccountRead(
  page: Page,
  usdc: ListedToken,
  second: Address,
) {
  await expect(
    page
      .getByRole('banner')
      .getByText(`Connected account ${shortAddress(second)}`),
  ).toBeVisible()
  const balance = await balanceOf(usdc.address, second)
  await expect(
    page.getByRole('region', { name: 'You sell' }).getByText(/^Balance: /),
  ).toContainText(`Balance: ${formatTokenAmount(balance, 6)} USDC`)
  expect(
    await allowanceOf(usdc.address, second, await routerOf(DEVNET_CHAIN_ID)),
  ).toBe(0n)
  // The new account has not approved the router: the flow starts over,
  // and the quote for it (its allowance read afresh) brings the approval
  // back to the button. Not pressed: that press would send it.
  await expect(mainButton(page)).toHaveText('Approve USDC, then swap', {
    timeout: 10_000,
  })
}

test('behavior: the account changes after the approval; the flow resets for the new account and nothing is sent for the old one', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  const usdc = findToken(await listTokens(), 'USDC')
  const second = await prepareSecondAccount(usdc)
  await approveFirst(page, wallet)
  const first = wallet.account.address
  const firstNonce = await nonceOf(first)

  await wallet.switchAccount(devPrivateKeys[2] as Hex)
  await expectNewAccountRead(page, usdc, second)
  await expectFormKept(page, kept)
  // Only the first account's approval was ever sent.
  expect(wallet.requests).toEqual(['eth_sendTransaction'])
  expect(await nonceOf(first)).toBe(firstNonce)
  expect(problems).toEqual([])
})

test('behavior: the account changes while the swap waits for its signature; the held request is refused, the flow resets and reads the new account', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  const usdc = findToken(await listTokens(), 'USDC')
  const second = await prepareSecondAccount(usdc)
  await approveFirst(page, wallet)
  const first = wallet.account.address
  const firstNonce = await nonceOf(first)

  wallet.hold()
  await clickMain(page, 'Swap')
  // The swap's request is with the wallet, unanswered.
  await expect.poll(() => sentRequests(wallet).length).toBe(2)
  await wallet.switchAccount(devPrivateKeys[2] as Hex)
  await expect(page.getByText(OLD_REQUEST)).toBeVisible()
  wallet.release()

  await expectNewAccountRead(page, usdc, second)
  await expect(page.getByText(OLD_REQUEST)).toBeHidden()
  await expectFormKept(page, kept)
  // The held request was for the old account: refused, nothing mined.
  expect(sentRequests(wallet)).toHaveLength(2)
  expect(await nonceOf(first)).toBe(firstNonce)
  expect(problems).toEqual([])
})

test('behavior: the wallet disconnects while the swap waits for its signature; nothing is sent and the form asks to connect, keeping its values', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  await approveFirst(page, wallet)
  const first = wallet.account.address
  const firstNonce = await nonceOf(first)

  wallet.hold()
  await clickMain(page, 'Swap')
  await expect.poll(() => sentRequests(wallet).length).toBe(2)
  await wallet.disconnect()
  await expect(page.getByText(OLD_REQUEST)).toBeVisible()
  wallet.release()

  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }),
  ).toBeVisible({ timeout: 10_000 })
  await expect(mainButton(page)).toHaveText('Connect wallet', {
    timeout: 10_000,
  })
  await expectFormKept(page, kept)
  expect(sentRequests(wallet)).toHaveLength(2)
  expect(await nonceOf(first)).toBe(firstNonce)
  expect(problems).toEqual([])
})
