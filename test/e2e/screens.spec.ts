import type { Locator, Page } from '@playwright/test'
import { clickMain, openPair } from './fixtures/swapFlow.ts'
import {
  amountField,
  openSwapPage,
  pick,
  pickToken,
  quoteDetails,
} from './fixtures/swapPage.ts'
import { env, expect, rpc, test } from './fixtures/test.ts'
import { openWidgetHost } from './fixtures/widgetHost.ts'

/**
 * The first screen checked by eye: the page's main states against
 * baselines rendered by this machine's Debian Chromium
 * (screens.spec.ts-snapshots/). A change that alters a picture updates its
 * baseline on purpose, in the same commit:
 *   flock /tmp/e2e.lock npx playwright test test/e2e/screens.spec.ts --update-snapshots
 * What changes by itself is masked (the refresh countdown, the age of
 * prices, how long a step has waited, a swap's time and hash); the
 * devnet's chains are reset before every test, so the quote's figures and
 * the balances are the same on every run.
 */

test.use({ reducedMotion: 'reduce' })

/** What changes from one run to the next on its own: clocks, ages, fees. */
const clocks = (page: Page | Locator) => [
  page.getByText(/^Refreshes in /),
  page.getByText(/\b\d+ (s|min) (old|ago)\b/),
  page.getByText(/^Next quote in /),
  page.locator('.validity-ring, .activity-time, .swap-step-status'),
  // A swap's time and hash (its calldata carries a deadline from the
  // clock, and the hash's width varies with its digits).
  page.locator('.activity-entry'),
  // The network fee: the devnet's base fee follows the blocks that tests
  // before this one mined (a revert does not bring every fee back).
  page.locator('dt:text-is("Network fee") + dd'),
]

/**
 * The note on the age of USD prices shows once the proxy's cached list is
 * a minute old, which depends on what the worker's earlier tests fetched:
 * hidden before a picture (a style, so React still owns the node), so the
 * layout does not move with it (the rule itself: toSharedReadNotes.test.ts).
 */
async function withoutPriceAge(page: Page) {
  await page.getByText(/^USD prices from /).evaluateAll((notes) => {
    for (const note of notes) (note as HTMLElement).style.display = 'none'
  })
}

const options = (page: Page) =>
  ({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: clocks(page),
  }) as const

async function quoteEthForDai(page: Page) {
  await openSwapPage(page)
  await pickToken(page, 'buy', pick.DAI)
  await amountField(page).fill('50')
  await expect(quoteDetails(page)).toContainText('Indicative')
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()
  // The picker's focus ring is not part of the state.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await withoutPriceAge(page)
}

test('behavior: the empty page, as it first paints', async ({ page }) => {
  await openSwapPage(page)
  await expect(page).toHaveScreenshot('empty.png', options(page))
})

test('behavior: a quote on screen', async ({ page }) => {
  await quoteEthForDai(page)
  await expect(page).toHaveScreenshot('quoted.png', options(page))
})

test.describe('dark', () => {
  test.use({ colorScheme: 'dark' })
  test('behavior: a quote on screen, dark theme', async ({ page }) => {
    await quoteEthForDai(page)
    await expect(page).toHaveScreenshot('quoted-dark.png', options(page))
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  test('behavior: the empty page and a quote at 375 px', async ({ page }) => {
    await openSwapPage(page)
    await expect(page).toHaveScreenshot('empty-375.png', options(page))
    await quoteEthForDai(page)
    await expect(page).toHaveScreenshot('quoted-375.png', options(page))
  })
})

test('behavior: the widget on the example partner page, as it first paints', async ({
  page,
}) => {
  const url = new URL(env('E2E_WIDGET_HOST_URL'))
  url.searchParams.set('create', '')
  await openWidgetHost(page, url.toString())
  const frame = page.frameLocator('#widgets iframe')
  await expect(
    frame.getByRole('button', { name: /^Token to sell:/ }),
  ).toBeVisible()
  await expect(
    frame.getByRole('textbox', { name: 'Amount to sell' }),
  ).toBeEnabled()
  const widget = page.locator('#widgets .widget')
  await expect(widget).toHaveScreenshot('widget-example-page.png', {
    animations: 'disabled',
    caret: 'hide',
  })
})

test('behavior: an approval pending, then the swap confirmed', async ({
  page,
  wallet,
}) => {
  const steps = page.getByRole('region', { name: 'Swap steps' })
  await openPair(page, {
    address: wallet.account.address,
    sell: pick.USDC,
    buy: pick.DAI,
    amount: '100',
  })
  await clickMain(page, 'Review: approve USDC, then swap')
  await rpc('evm_setAutomine', [false])
  try {
    await clickMain(page, 'Approve USDC')
    await expect(steps.getByRole('status')).toHaveText('Approve: Pending', {
      timeout: 10_000,
    })
    await withoutPriceAge(page)
    await expect(page).toHaveScreenshot('approval-pending.png', options(page))
    await rpc('evm_setAutomine', [true])
    await rpc('evm_mine')
    await clickMain(page, 'Swap')
    await expect(steps.getByRole('status')).toHaveText('Confirm: Done', {
      timeout: 10_000,
    })
    await withoutPriceAge(page)
    await expect(page).toHaveScreenshot('swap-confirmed.png', options(page))
  } finally {
    await rpc('evm_setAutomine', [true])
  }
})
