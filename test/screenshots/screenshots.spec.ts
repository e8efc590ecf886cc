import type { Page } from '@playwright/test'
import { LOCALES } from '../../src/locales/locales.ts'
import { clickMain, openPair } from '../e2e/fixtures/swapFlow.ts'
import {
  amountField,
  openSwapPage,
  pick,
  pickToken,
  quoteDetails,
} from '../e2e/fixtures/swapPage.ts'
import { expect, rpc, test } from '../e2e/fixtures/test.ts'

/**
 * Not a test: the page's main states rendered into docs/screenshots/ for
 * the README. Run through `npm run screenshots`, which starts the stack.
 */

const save = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true })

const steps = (page: Page) =>
  page.getByRole('region', { name: 'Swap steps' }).getByRole('status')

test.use({
  viewport: { width: 560, height: 900 },
  reducedMotion: 'reduce',
})

async function quoteEthForDai(page: Page, isPanelOpen: boolean) {
  await openSwapPage(page)
  await pickToken(page, 'buy', pick.DAI)
  await amountField(page).fill('50')
  await expect(quoteDetails(page)).toContainText('Indicative')
  await quoteDetails(page)
    .getByText(/^Route: /)
    .click()
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()
  if (!isPanelOpen) return
  await page.getByRole('button', { name: 'Compare with single pools' }).click()
  await expect(
    page.getByRole('figure', { name: 'Outputs compared' }),
  ).toBeVisible({ timeout: 20_000 })
}

test('empty', async ({ page }) => {
  await openSwapPage(page)
  await save(page, 'empty')
})

test('quoted', async ({ page }) => {
  await quoteEthForDai(page, false)
  await save(page, 'quoted')
})

test('comparison open', async ({ page }) => {
  await quoteEthForDai(page, true)
  await save(page, 'comparison-open')
})

test.describe('dark', () => {
  test.use({ colorScheme: 'dark' })
  test('dark theme', async ({ page }) => {
    await quoteEthForDai(page, true)
    await save(page, 'dark-theme')
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  test('phone width', async ({ page }) => {
    await quoteEthForDai(page, true)
    await save(page, 'phone-375')
  })
})

test('approval pending, then swap confirmed', async ({ page, wallet }) => {
  await openPair(page, {
    address: wallet.account.address,
    sell: pick.USDC,
    buy: pick.DAI,
    amount: '100',
  })
  await clickMain(page, 'Review: approve USDC, then swap')
  await rpc('evm_setAutomine', [false])
  await clickMain(page, 'Approve USDC')
  await expect(steps(page)).toHaveText('Approve: Pending', { timeout: 20_000 })
  await save(page, 'approval-pending')
  await rpc('evm_setAutomine', [true])
  await rpc('evm_mine')
  await clickMain(page, 'Swap')
  await expect(steps(page)).toHaveText('Confirm: Done', { timeout: 30_000 })
  await save(page, 'swap-confirmed')
})

// One picture per language (src/locales/locales.ts), the browser set to it.
// Language-neutral waits: the words on the page are the language's.
for (const { tag } of LOCALES) {
  test.describe(`language ${tag}`, () => {
    test.use({ locale: tag })
    test(`language ${tag}`, async ({ page }) => {
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
      await expect(page.locator('.footer-controls select')).toHaveValue(tag)
      await expect(
        page.locator('.swap-card .amount-input').first(),
      ).toBeEnabled()
      await save(page, `language-${tag}`)
    })
  })
}
