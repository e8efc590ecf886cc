import type { Page } from '@playwright/test'
import { formatUnits } from 'viem'
import { openLink } from './fixtures/bentService.ts'
import {
  balanceOf,
  clickMain,
  mainButton,
  swapProgress,
} from './fixtures/swapFlow.ts'
import {
  DEVNET_CHAIN_ID,
  findToken,
  listTokens,
  pickerDialog,
  pickerSearch,
  tokenButton,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * Tokens that tax or trap (issue 35), found by the app's own simulation
 * before the wallet is asked: the devnet's TAX burns 5 % of every
 * transfer, its TRAP can be bought and never sold; the reference service
 * lists and quotes both like any token (it does not know). The wallet
 * batches, so the first request it sees is the swap itself (with its
 * approval and the floor guard around it): "nothing sent" is exact.
 */

/** What could have moved money: a transaction or a batch sent. */
const sends = (requests: readonly string[]) =>
  requests.filter(
    (m) => m === 'eth_sendTransaction' || m === 'wallet_sendCalls',
  )

async function setSlippage(page: Page, percent: string) {
  await page.getByRole('button', { name: /^Settings / }).click()
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await settings
    .getByRole('textbox', { name: 'Custom slippage in percent' })
    .fill(percent)
  await settings.getByRole('button', { name: 'Done' }).click()
  await expect(settings).toBeHidden()
}

/** The buy side's picker, searched for `symbol`: its row, as listed. */
async function pickerRow(page: Page, symbol: string) {
  await tokenButton(page, 'buy').click()
  const picker = pickerDialog(page, 'buy')
  await pickerSearch(picker).fill(symbol)
  return picker.getByRole('option', { name: new RegExp(`^${symbol} `) })
}

/** "1,234.5678" as the page writes it (en), as a number. */
const numberOf = (text: string) => Number(text.replaceAll(',', ''))

test.use({ walletCanBatch: true })

test('behavior: buying the 5 % token names the tax before the wallet is asked, goes on only once accepted, and what arrives on chain is what was shown', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  const tokens = await listTokens()
  const usdc = findToken(tokens, 'USDC')
  const tax = findToken(tokens, 'TAX')
  const before = await balanceOf(tax.address, me)
  await openLink(page, me, DEVNET_CHAIN_ID, {
    sell: usdc,
    buy: tax,
    amount: '100',
  })
  // The slippage must cover the tax: the router holds the recipient to the
  // quote less slippage, and 5 % never arrives.
  await setSlippage(page, '6')
  await clickMain(page, 'Approve USDC, then swap')

  const accept = mainButton(page)
  await expect(accept).toHaveText('Accept the 5% tax and swap', {
    timeout: 10_000,
  })
  const named = page.getByText(
    /^This token takes 5% on transfer: you receive about ([\d,.]+) TAX, not ([\d,.]+) TAX\.$/,
  )
  await expect(named).toBeVisible()
  const [, shownText = '', quotedText = ''] =
    /about ([\d,.]+) TAX, not ([\d,.]+) TAX/.exec(
      (await named.textContent()) ?? '',
    ) ?? []
  expect(numberOf(shownText)).toBeCloseTo(numberOf(quotedText) * 0.95, 1)
  // Nothing was asked of the wallet while the tax waits for the person.
  expect(sends(wallet.requests)).toEqual([])

  await accept.click()
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(sends(wallet.requests)).toEqual(['wallet_sendCalls'])
  // The review keeps naming it after the swap.
  await expect(
    page
      .getByRole('region', { name: 'Measured changes' })
      .getByText('Takes 5% when bought, 5% when sold'),
  ).toBeVisible()
  // On chain: the measured gain, not the quote.
  const receivedWei = (await balanceOf(tax.address, me)) - before
  const received = Number(formatUnits(receivedWei, tax.decimals))
  // the page cuts amounts, never rounds them up
  expect(received).toBeGreaterThanOrEqual(numberOf(shownText))
  expect(received).toBeCloseTo(numberOf(shownText), 3)
  expect(received).toBeLessThan(numberOf(quotedText) * 0.951)
  // The picker marks the token from now on.
  await page.getByRole('button', { name: 'New swap' }).click()
  await expect(await pickerRow(page, 'TAX')).toHaveAccessibleName(
    /^TAX Tax 5% Selected Taxed Token/,
  )
})

test('behavior: at the default slippage the 5 % token is refused before the wallet is asked, the tax and the slippage it needs named', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  const tokens = await listTokens()
  await openLink(page, me, DEVNET_CHAIN_ID, {
    sell: findToken(tokens, 'USDC'),
    buy: findToken(tokens, 'TAX'),
    amount: '100',
  })
  await clickMain(page, 'Approve USDC, then swap')
  await expect(
    page.getByText(
      /^Stopped before your wallet was asked: This token takes 5% on every transfer: you would receive about [\d,.]+ TAX, not [\d,.]+ TAX, below what your slippage \(0\.5%\) allows\. To buy it, set your slippage to at least 5\.5%\./,
    ),
  ).toBeVisible({ timeout: 10_000 })
  expect(sends(wallet.requests)).toEqual([])
})

test('behavior: buying the honeypot is flagged as unsellable before the wallet is asked, and the wallet sees no request', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  const tokens = await listTokens()
  const usdc = findToken(tokens, 'USDC')
  const trap = findToken(tokens, 'TRAP')
  await openLink(page, me, DEVNET_CHAIN_ID, {
    sell: usdc,
    buy: trap,
    amount: '100',
  })
  await clickMain(page, 'Approve USDC, then swap')
  await expect(mainButton(page)).toHaveText('Buy anyway', { timeout: 10_000 })
  await expect(
    page.getByText(
      /^Nobody but its owner can sell this token: our simulation bought it, then could not move any of it out of your wallet\./,
    ),
  ).toBeVisible()
  expect(sends(wallet.requests)).toEqual([])
  expect(await balanceOf(trap.address, me)).toBe(0n)
  // The picker marks it, before anything was bought.
  await page.reload()
  await expect(await pickerRow(page, 'TRAP')).toHaveAccessibleName(
    /^TRAP Cannot be sold Selected Trap Token/,
  )
})
