import type { Locator, Page } from '@playwright/test'
import { type Address, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devPrivateKeys } from '../../devnet/devAccounts.ts'
import { NATIVE_TOKEN_ADDRESS } from '../../schema/constants.ts'
import {
  balanceOf,
  mainButton,
  receivedLine,
  swapProgress,
  swapSuccessLine,
} from './fixtures/swapFlow.ts'
import {
  amountField,
  findToken,
  listTokens,
  openSwapPage,
  pickerDialog,
  pickerSearch,
  referenceQuote,
  shortAddress,
  tokenButton,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The whole swap without a mouse: only the keyboard (Tab, Shift+Tab, Enter,
 * Space, arrows, Escape, typing) connects the devnet build's Devnet wallet
 * and swaps ETH → USDC to the end. Each time a dialog closes, focus is on
 * a named control (the one that opened it, or the account chip once a
 * wallet connected), never on <body>, where a keyboard user would start
 * over from the top of the page.
 */

/** The Devnet wallet signs with anvil account #1. */
const devnetAccount: Address = privateKeyToAccount(
  devPrivateKeys[1] as Hex,
).address

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement)

/** Presses `key` (Tab unless told) until `target` has focus. */
async function tabTo(page: Page, target: Locator, key = 'Tab') {
  for (let presses = 0; presses < 60; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

/** Focus is on a control with an accessible name, not on <body>. */
async function expectFocusOnNamedControl(page: Page) {
  expect(
    await page.evaluate(
      () =>
        document.activeElement !== null &&
        document.activeElement !== document.body,
    ),
  ).toBe(true)
  await expect(page.locator(':focus')).toHaveAccessibleName(/\S/)
}

/** What the service quotes now for 0.5 ETH → USDC (exact on the devnet). */
async function quotedNow(usdc: Address) {
  const quote = await referenceQuote('partner', {
    src: NATIVE_TOKEN_ADDRESS,
    dst: usdc,
    amount: parseEther('0.5').toString(),
    payer: devnetAccount,
    slippage: '0.5',
  })
  return BigInt(quote.dstAmount)
}

/** A dialog a person can act in by keys: shown, and holding the focus (it
 * takes it in an effect, a moment after it shows: a key pressed before
 * that goes to the page behind). */
async function expectDialogFocused(dialog: Locator) {
  await expect(dialog).toBeVisible()
  await expect
    .poll(() =>
      dialog.evaluate((node) => node.contains(document.activeElement)),
    )
    .toBe(true)
}

test('behavior: by keyboard alone the Devnet wallet connects and ETH → USDC swaps to the end; after each dialog closes focus is on a named control', async ({
  page,
}) => {
  const usdc = findToken(await listTokens(), 'USDC')
  const usdcBefore = await balanceOf(usdc.address, devnetAccount)
  await openSwapPage(page)

  // Connect: opened and left with Escape, focus goes back to the button…
  const connect = page
    .getByRole('banner')
    .getByRole('button', { name: 'Connect wallet' })
  await tabTo(page, connect)
  await page.keyboard.press('Enter')
  const connectDialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  await expectDialogFocused(connectDialog)
  await page.keyboard.press('Escape')
  await expect(connectDialog).toBeHidden()
  await expect(connect).toBeFocused()
  await expectFocusOnNamedControl(page)

  // …and once the wallet connects, to the account chip that replaced it.
  await page.keyboard.press('Space')
  await expect(connectDialog).toBeVisible()
  await tabTo(
    page,
    connectDialog.getByRole('button', { name: /Devnet wallet/ }),
  )
  await page.keyboard.press('Enter')
  await expect(connectDialog).toBeHidden()
  await expect(
    page.getByRole('banner').getByRole('group', {
      name: `Connected account ${shortAddress(devnetAccount)}`,
    }),
  ).toBeFocused()
  await expectFocusOnNamedControl(page)

  // Settings, opened and closed: focus back on its button.
  const settings = page.getByRole('button', { name: /^Settings / })
  await tabTo(page, settings)
  await page.keyboard.press('Enter')
  const settingsDialog = page.getByRole('dialog', { name: 'Settings' })
  await expectDialogFocused(settingsDialog)
  await page.keyboard.press('Escape')
  await expect(settingsDialog).toBeHidden()
  await expect(settings).toBeFocused()
  await expectFocusOnNamedControl(page)

  // The token to buy: search, arrows, Enter; focus back on its button.
  const buy = tokenButton(page, 'buy')
  await tabTo(page, buy, 'Shift+Tab')
  await page.keyboard.press('Enter')
  const picker = pickerDialog(page, 'buy')
  await expect(pickerSearch(picker)).toBeFocused()
  await page.keyboard.type('USDC')
  const selected = picker.getByRole('option', { selected: true })
  // The listed USDC first, its bridged look-alike below: down and back up.
  await page.keyboard.press('ArrowDown')
  await expect(selected).toHaveAccessibleName(/^USDC Unverified\b/)
  await page.keyboard.press('ArrowUp')
  await expect(selected).toHaveAccessibleName(/^USDC USD Coin\b/)
  await page.keyboard.press('Enter')
  await expect(picker).toBeHidden()
  await expect(buy).toHaveAccessibleName('Token to buy: USDC')
  await expect(buy).toBeFocused()
  await expectFocusOnNamedControl(page)

  // The amount, then one press of the main button (Space).
  await tabTo(page, amountField(page), 'Shift+Tab')
  await page.keyboard.type('0.5')
  const main = mainButton(page)
  await expect(main).toHaveText('Swap', { timeout: 10_000 })
  const quoted = await quotedNow(usdc.address)
  await tabTo(page, main)
  await page.keyboard.press('Space')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })

  // The devnet's quotes are exact: what arrived is what was quoted.
  const received = (await balanceOf(usdc.address, devnetAccount)) - usdcBefore
  expect(received).toBe(quoted)
  await expect(swapSuccessLine(page)).toHaveText(receivedLine('USDC'))
})
