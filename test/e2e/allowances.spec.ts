import type { Page } from '@playwright/test'
import { type Address, maxUint256 } from 'viem'
import { expectNoAxeViolations } from './fixtures/axe.ts'
import {
  allowanceOf,
  chooseUnlimitedApprovals,
  clickMain,
  openPair,
  routerOf,
  swapProgress,
} from './fixtures/swapFlow.ts'
import {
  amountField,
  connectTestWallet,
  DEVNET_CHAIN_ID,
  findToken,
  listTokens,
  openSwapPage,
  type ProxyLogLine,
  pick,
  pickToken,
  proxyLogSince,
  quoteDetails,
  shortAddress,
} from './fixtures/swapPage.ts'
import { aggregator, expect, test } from './fixtures/test.ts'

/**
 * What a careful swapper gets after a swap and around it, on the real
 * stack (the test wallet signs on the devnet): the allowance left to the
 * router, revoked with approve(router, 0) built and checked in the page;
 * the allowances page of the account menu, read from the chain; the bought
 * token offered to the wallet (wallet_watchAsset, recorded by the test
 * wallet); the quote's rate turned the other way and remembered.
 */

/** USDC → DAI 100 with its approval, to "Swap confirmed". */
async function swapUsdcForDai(page: Page, me: Address) {
  await openPair(page, {
    address: me,
    sell: pick.USDC,
    buy: pick.DAI,
    amount: '100',
  })
  await clickMain(page, 'Approve USDC, then swap')
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
}

/** The proxy's calls to the upstream (merged requests are one call). */
const upstreamCallsIn = (lines: readonly ProxyLogLine[]) =>
  lines.filter(
    (line) =>
      line.upstreamStatus !== undefined &&
      line.upstreamStatus !== null &&
      line.cache !== 'merged',
  )

const accountMenuButton = (page: Page, me: Address) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: `Connected account ${shortAddress(me)}` })

async function openAllowancesPage(page: Page, me: Address) {
  await accountMenuButton(page, me).click()
  await page.getByRole('button', { name: 'Allowances' }).click()
  const dialog = page.getByRole('dialog', { name: 'Allowances' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('behavior: after a swap the allowance left is shown; Revoke sets it to 0 on chain with no upstream call', async ({
  page,
  wallet,
}) => {
  const tokens = await listTokens()
  const usdc = findToken(tokens, 'USDC')
  const router = await routerOf(DEVNET_CHAIN_ID)
  const me = wallet.account.address
  await chooseUnlimitedApprovals(page)
  await swapUsdcForDai(page, me)
  expect(await allowanceOf(usdc.address, me, router)).toBe(maxUint256)

  const after = page.getByRole('region', { name: 'After the swap' })
  await expect(after).toContainText('Unlimited')
  await expectNoAxeViolations(page, 'a swap confirmed, its allowance left')
  // The execution reports go when the proxy has room: once both are in,
  // anything the upstream sees next would be the revoke's.
  await expect
    .poll(async () => {
      const body = await aggregator<{ reports: { status: string }[] }>(
        '/__devnet/executions',
      )
      return body.reports.map((report) => report.status)
    })
    .toEqual(['SUBMITTED', 'CONFIRMED'])
  const log = proxyLogSince()
  const sentBefore = wallet.requests.length

  await after.getByRole('button', { name: 'Revoke USDC' }).click()
  await expect(after).toContainText(
    'The router can spend no more of your USDC.',
  )
  expect(await allowanceOf(usdc.address, me, router)).toBe(0n)
  // One transaction, approve(router, 0), and nothing asked of the service.
  expect(wallet.requests.slice(sentBefore)).toEqual(['eth_sendTransaction'])
  expect(upstreamCallsIn(log())).toEqual([])
})

test('behavior: the allowances page lists exactly the token approved, and the menu closes on Escape', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  await chooseUnlimitedApprovals(page)
  await openSwapPage(page)
  await connectTestWallet(page, me)
  // The account menu: a disclosure, Escape closes it and focus returns.
  const menuButton = accountMenuButton(page, me)
  await menuButton.click()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('button', { name: 'Allowances' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('button', { name: 'Allowances' })).toBeHidden()
  await expect(menuButton).toBeFocused()

  // Before any approval: nothing listed.
  let dialog = await openAllowancesPage(page, me)
  await expect(dialog).toContainText(
    /The router can spend none of your \d+ listed tokens\./,
  )
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(menuButton).toBeFocused()

  await pickToken(page, 'sell', pick.USDC)
  await pickToken(page, 'buy', pick.DAI)
  await amountField(page).fill('100')
  await clickMain(page, 'Approve USDC, then swap')
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })

  dialog = await openAllowancesPage(page, me)
  const rows = dialog.getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await expectNoAxeViolations(page, 'the allowances page')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('USDC')
  await expect(rows).toContainText('Unlimited')
  await expect(dialog.getByRole('button', { name: /^Revoke / })).toHaveCount(1)
  await dialog.getByRole('button', { name: 'Revoke USDC' }).click()
  await expect(dialog).toContainText(
    /The router can spend none of your \d+ listed tokens\./,
  )
  const usdc = findToken(await listTokens(), 'USDC')
  expect(
    await allowanceOf(usdc.address, me, await routerOf(DEVNET_CHAIN_ID)),
  ).toBe(0n)
})

test('behavior: Add to wallet asks the wallet to watch the bought ERC-20 (symbol, decimals; no logo over http)', async ({
  page,
  wallet,
}) => {
  const tokens = await listTokens()
  const dai = findToken(tokens, 'DAI')
  const me = wallet.account.address
  await swapUsdcForDai(page, me)
  const after = page.getByRole('region', { name: 'After the swap' })
  await after.getByRole('button', { name: 'Add DAI to your wallet' }).click()
  await expect(after).toContainText('Your wallet now shows DAI.')
  expect(wallet.watchedAssets).toEqual([
    {
      type: 'ERC20',
      options: { address: dai.address, symbol: 'DAI', decimals: dai.decimals },
    },
  ])
  // The exact approval was spent whole by the swap: nothing to revoke.
  await expect(after).toContainText(
    'The router can spend no more of your USDC.',
  )
})

test('behavior: the rate inverts with one click and stays inverted after a reload', async ({
  page,
}) => {
  await openSwapPage(page)
  await pickToken(page, 'buy', pick.USDC)
  await amountField(page).fill('1')
  const rate = quoteDetails(page).getByRole('status', { name: 'Rate' })
  await expect(rate).toHaveText(/^1 ETH = [\d.,]+ USDC$/, { timeout: 10_000 })
  const invert = quoteDetails(page).getByRole('button', {
    name: 'Invert the rate',
  })
  await expect(invert).toHaveAttribute('aria-pressed', 'false')
  await invert.click()
  await expect(rate).toHaveText(/^1 USDC = [\d.,]+ ETH$/)
  await expect(invert).toHaveAttribute('aria-pressed', 'true')

  await page.reload()
  await expect(
    quoteDetails(page).getByRole('status', { name: 'Rate' }),
  ).toHaveText(/^1 USDC = [\d.,]+ ETH$/, { timeout: 10_000 })
  await expect(
    quoteDetails(page).getByRole('button', { name: 'Invert the rate' }),
  ).toHaveAttribute('aria-pressed', 'true')
})
