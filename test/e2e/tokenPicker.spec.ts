import type { Locator, Page } from '@playwright/test'
import {
  DEVNET_CHAIN_ID,
  findToken,
  listTokens,
  openSwapPage,
  pickerDialog,
  pickerSearch,
  shortAddress,
  tokenButton,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The token picker in the real app against the reference token list: usable
 * with the keyboard alone, and no unverified or unlisted token is used
 * without an explicit confirmation.
 */

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement)

/** Tab from the top of the page until `target` has focus. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 30; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** Pastes through the system clipboard, as a person does with Ctrl+V. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await field.press('ControlOrMeta+V')
  await expect(field).toHaveValue(text)
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('behavior: the picker works by keyboard alone: open, search, arrow, pick, escape, focus back', async ({
  page,
}) => {
  await openSwapPage(page)
  const opener = tokenButton(page, 'buy')
  await tabTo(page, opener)

  await page.keyboard.press('Enter')
  const picker = pickerDialog(page, 'buy')
  await expect(picker).toBeVisible()
  const search = pickerSearch(picker)
  await expect(search).toBeFocused()

  await page.keyboard.type('usd')
  const options = picker
    .getByRole('listbox', { name: 'Tokens' })
    .getByRole('option')
  await expect(options).toHaveCount(3)
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')

  await page.keyboard.press('ArrowDown')
  const active = picker.getByRole('option', { selected: true })
  await expect(active).toHaveAccessibleName(/^USDT Tether USD\b/)
  await expect(search).toBeFocused()
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await active.getAttribute('id')) ?? 'missing id',
  )

  await page.keyboard.press('Enter')
  await expect(picker).toBeHidden()
  await expect(opener).toHaveAccessibleName('Token to buy: USDT')
  await expect(opener).toBeFocused()

  // Reopened, Tab and Shift+Tab go round inside the dialog (more presses
  // than it has controls); Escape leaves it with nothing picked and focus
  // back on the button.
  await page.keyboard.press('Enter')
  await expect(search).toBeFocused()
  const controls = await picker
    .locator('button:not([disabled]), input:not([disabled])')
    .count()
  const presses = [
    ...Array<string>(controls + 2).fill('Tab'),
    ...Array<string>(controls + 2).fill('Shift+Tab'),
  ]
  for (const key of presses) {
    await page.keyboard.press(key)
    expect(
      await picker.evaluate((dialog) =>
        dialog.contains(document.activeElement),
      ),
      `focus inside the picker after ${key}`,
    ).toBe(true)
  }
  await tabTo(page, search)
  await page.keyboard.type('dai')
  await expect(options).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(picker).toBeHidden()
  await expect(opener).toHaveAccessibleName('Token to buy: USDT')
  await expect(opener).toBeFocused()
})

test('behavior: the pasted address of the unverified look-alike USDC is used only after an explicit confirmation', async ({
  page,
}) => {
  const tokens = await listTokens()
  const lookalike = findToken(tokens, 'USDC', { verified: false })
  const usdc = findToken(tokens, 'USDC')
  await openSwapPage(page)
  const opener = tokenButton(page, 'buy')
  await opener.click()
  const picker = pickerDialog(page, 'buy')
  const search = pickerSearch(picker)
  await paste(page, search, lookalike.address)

  const option = picker.getByRole('option')
  await expect(option).toHaveCount(1)
  await expect(option).toHaveAccessibleName(
    /^USDC Unverified USD Coin \(bridged\)/,
  )

  // Enter on it does not pick it: it asks first, naming the real USDC.
  await page.keyboard.press('Enter')
  const confirmation = picker.getByRole('region', { name: 'Unverified token' })
  await expect(confirmation).toBeVisible()
  await expect(
    confirmation.getByRole('heading', { name: 'Unverified token' }),
  ).toBeFocused()
  await expect(confirmation).toContainText(lookalike.address)
  await expect(confirmation).toContainText(
    `A verified token already uses the symbol USDC (USD Coin, ${shortAddress(usdc.address)})`,
  )
  await expect(opener).toHaveAccessibleName('Token to buy: Select token')

  // Back returns to the search as it was.
  await confirmation.getByRole('button', { name: 'Back' }).click()
  await expect(search).toBeFocused()
  await expect(search).toHaveValue(lookalike.address)
  await expect(opener).toHaveAccessibleName('Token to buy: Select token')

  // Only the explicit "I understand" uses it, and it is the look-alike.
  await page.keyboard.press('Enter')
  await confirmation
    .getByRole('button', { name: 'I understand, use USDC' })
    .click()
  await expect(picker).toBeHidden()
  await expect(opener).toHaveAccessibleName('Token to buy: USDC, Unverified')
  await expect
    .poll(() => new URL(page.url()).searchParams.get('to')?.toLowerCase())
    .toBe(lookalike.address.toLowerCase())
})

test('behavior: a pasted address missing from the list is looked up and imported only after confirmation', async ({
  page,
}) => {
  const tokens = await listTokens()
  const moon = findToken(tokens, 'MOON')
  // The one stand-in here: production lists are curated, the reference list
  // holds every token it can describe. The page gets the real list minus
  // MOON; the lookup of its address goes to the real service.
  await page.route(`**/api/${DEVNET_CHAIN_ID}/tokens?*`, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { tokens: Record<string, unknown> }
    const kept = Object.entries(body.tokens).filter(
      ([address]) => address.toLowerCase() !== moon.address.toLowerCase(),
    )
    await route.fulfill({
      response,
      json: { tokens: Object.fromEntries(kept) },
    })
  })
  const lookup = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.toLowerCase() ===
      `/api/${DEVNET_CHAIN_ID}/tokens/${moon.address.toLowerCase()}`,
  )
  await openSwapPage(page)
  const opener = tokenButton(page, 'buy')
  await opener.click()
  const picker = pickerDialog(page, 'buy')
  const search = pickerSearch(picker)
  await search.pressSequentially('moon')
  await expect(picker.getByText('No token matches “moon”.')).toBeVisible()

  await search.clear()
  await paste(page, search, moon.address.toLowerCase())
  expect((await lookup).status()).toBe(200)
  await expect(picker.getByText(/not on the Devnet token list/)).toBeVisible()
  const option = picker.getByRole('option')
  await expect(option).toHaveCount(1)
  await expect(option).toHaveAccessibleName(/^MOON Not listed Moon Token/)

  await option.click()
  const confirmation = picker.getByRole('region', { name: 'Import token' })
  await expect(confirmation).toContainText('found by its address')
  await expect(opener).toHaveAccessibleName('Token to buy: Select token')
  await confirmation
    .getByRole('button', { name: 'I understand, use MOON' })
    .click()
  await expect(picker).toBeHidden()
  await expect(opener).toHaveAccessibleName('Token to buy: MOON')

  // The link keeps it: after a reload it is looked up again, not dropped.
  await page.reload()
  await expect(opener).toHaveAccessibleName('Token to buy: MOON')
})

test('behavior: a pasted address with no token behind it offers nothing to pick', async ({
  page,
}) => {
  await openSwapPage(page)
  await tokenButton(page, 'buy').click()
  const picker = pickerDialog(page, 'buy')
  const search = pickerSearch(picker)
  await paste(page, search, '0x000000000000000000000000000000000000dEaD')
  await expect(
    picker.getByText('No token at this address on Devnet.'),
  ).toBeVisible()
  await expect(picker.getByRole('option')).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(picker).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tokenButton(page, 'buy')).toHaveAccessibleName(
    'Token to buy: Select token',
  )
})
