import { expectNoAxeViolationsInBothThemes } from './fixtures/axe.ts'
import {
  amountField,
  connectTestWallet,
  openSwapPage,
  pick,
  pickerDialog,
  pickerSearch,
  pickToken,
  quoteDetails,
  tokenButton,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * axe-core over the whole page in each state a person meets: the form with a
 * live quote, the network menu and the account menu open, the open token
 * picker (browsing, searching, confirming an unverified token), the connect dialog and the settings dialog, in both
 * themes: each state is built once and checked light, then dark (the page
 * follows the system's scheme, switched in place). Moderate, serious and
 * critical violations fail; minor ones are printed in the assertion message
 * so they stay visible.
 */

test('behavior: the swap page, empty and with a live quote, has no moderate, serious or critical axe violation, light or dark', async ({
  page,
  wallet,
}) => {
  await openSwapPage(page)
  await expectNoAxeViolationsInBothThemes(page, 'empty form')

  // The network menu open, its list focused; Escape gives focus back.
  const network = page.getByRole('button', { name: /^Network / })
  await network.click()
  await expect(page.getByRole('listbox', { name: 'Network' })).toBeFocused()
  await expectNoAxeViolationsInBothThemes(page, 'network menu open')
  await page.keyboard.press('Escape')
  await expect(network).toBeFocused()

  await connectTestWallet(page, wallet.account.address)
  const account = page.getByRole('button', { name: /^Connected account/ })
  await account.click()
  await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible()
  await expectNoAxeViolationsInBothThemes(page, 'account menu open')
  await page.keyboard.press('Escape')
  await expect(account).toBeFocused()

  await pickToken(page, 'sell', pick.USDC)
  await pickToken(page, 'buy', pick.WETH)
  await amountField(page).fill('1500')
  await expect(quoteDetails(page)).toContainText('Executable')
  await expectNoAxeViolationsInBothThemes(page, 'live quote')

  await amountField(page).fill('1.1234567')
  await expect(page.getByRole('alert')).toBeVisible()
  await expectNoAxeViolationsInBothThemes(page, 'invalid amount')
})

test('behavior: the open token picker has no moderate, serious or critical axe violation, light or dark', async ({
  page,
}) => {
  await openSwapPage(page)
  await tokenButton(page, 'buy').click()
  const picker = pickerDialog(page, 'buy')
  await expect(picker.getByRole('option').first()).toBeVisible()
  await expectNoAxeViolationsInBothThemes(page, 'picker, browsing')

  await pickerSearch(picker).pressSequentially('usdc')
  const unverified = picker.getByRole('option', { name: /Unverified/ })
  await expect(unverified).toBeVisible()
  await expectNoAxeViolationsInBothThemes(page, 'picker, search results')

  await unverified.click()
  await expect(
    picker.getByRole('region', { name: 'Unverified token' }),
  ).toBeVisible()
  await expectNoAxeViolationsInBothThemes(
    page,
    'picker, unverified confirmation',
  )
})

test('behavior: the connect dialog has no moderate, serious or critical axe violation, light or dark', async ({
  page,
  wallet,
}) => {
  void wallet // announced, so the dialog lists it
  await openSwapPage(page)
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Connect wallet' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  await expect(
    dialog.getByRole('button', { name: 'Test Wallet' }),
  ).toBeVisible()
  await expectNoAxeViolationsInBothThemes(page, 'connect dialog')
})

test('behavior: the settings dialog has no moderate, serious or critical axe violation, light or dark', async ({
  page,
}) => {
  await openSwapPage(page)
  await page.getByRole('button', { name: /^Settings / }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolationsInBothThemes(page, 'settings dialog')

  // Warnings and errors are shown too.
  await dialog
    .getByRole('textbox', { name: 'Custom slippage in percent' })
    .fill('60')
  await dialog
    .getByRole('textbox', { name: 'Send the output to (optional)' })
    .fill('0x1234')
  await expect(dialog.getByText('Slippage can be at most 50%.')).toBeVisible()
  await expect(
    dialog.getByText(/^Enter an address: 0x followed by 40/),
  ).toBeVisible()
  await expectNoAxeViolationsInBothThemes(page, 'settings dialog with errors')
})
