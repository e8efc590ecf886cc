import type { Page } from '@playwright/test'
import { expectFormKept, signingRequests } from './fixtures/faultChecks.ts'
import { watchPageProblems } from './fixtures/faultyProxy.ts'
import {
  amountField,
  connectTestWallet,
  openSwapPage,
  pick,
  pickToken,
  recordQuoteRequests,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The tab goes to the background and comes back. Headless Chromium keeps
 * every page visible: on Debian's Chromium 156 (new headless), a second
 * page of the same context brought to front, a tab opened in the page's
 * window (CDP `Target.createTarget`, `newWindow: false`) and the window
 * minimized (CDP `Browser.setWindowBounds`) all leave the first page's
 * `document.visibilityState` at 'visible' with no `visibilitychange`. So
 * the one stand-in here is the Page Visibility API: `visibilityState` is
 * overridden and `visibilitychange` dispatched, as the browser does when a
 * tab is hidden. Everything else (the quote, the proxy, the clock the page
 * runs on, moved by Playwright) is real.
 */

async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => value,
    })
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => value === 'hidden',
    })
    // The browser's event bubbles to window, where TanStack listens.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  }, state)
}

test('behavior: while the tab is hidden no quote is asked; on return the quote is refreshed at once', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  await page.clock.install()
  await openSwapPage(page)
  await connectTestWallet(page, wallet.account.address)
  await pickToken(page, 'buy', pick.USDC)
  await amountField(page).fill('1.5')
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()
  const requests = recordQuoteRequests(page)

  await setVisibility(page, 'hidden')
  // Two minutes in the background: several refreshes would have been due.
  await page.clock.runFor('02:00')
  await expect(
    page.getByText('Refresh paused while the page is hidden or offline.'),
  ).toBeVisible()
  expect(requests.partner).toEqual([])

  await setVisibility(page, 'visible')
  await expect.poll(() => requests.partner.length).toBe(1)
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()
  await expectFormKept(page, { sell: 'ETH', buy: 'USDC', amount: '1.5' })
  expect(signingRequests(wallet)).toEqual([])
  expect(problems).toEqual([])
})
