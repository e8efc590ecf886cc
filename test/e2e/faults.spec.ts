import type { Page } from '@playwright/test'
import type { FaultMode } from '../harness/startFaultyUpstream.ts'
import {
  expectFormKept as expectKept,
  sentRequests,
  waitOutTheAppsRetry,
} from './fixtures/faultChecks.ts'
import {
  type FaultyProxy,
  startFaultyProxy,
  watchPageProblems,
} from './fixtures/faultyProxy.ts'
import { clickMain, mainButton, swapProgress } from './fixtures/swapFlow.ts'
import {
  amountField,
  amountReceived,
  connectTestWallet,
  openSwapPage,
  pick,
  pickToken,
} from './fixtures/swapPage.ts'
import { expect, resetProxyBudget, test } from './fixtures/test.ts'
import type { TestWallet } from './fixtures/testWallet.ts'

/**
 * Faults of the swap service, met in Chromium: the page is served by a
 * proxy of its own whose upstream is a fault-injecting server in front of
 * the reference aggregator (test/harness/startFaultyUpstream.ts). Each test
 * switches a fault on for the quote routes, checks the words on screen, that
 * the form keeps its tokens, amount and slippage, that the wallet was never
 * asked to send anything, and that the quote comes back by itself once the
 * fault clears, without a reload.
 */

let faulty: FaultyProxy

test.beforeAll(async () => {
  faulty = await startFaultyProxy()
})

test.afterAll(async () => {
  await faulty?.close()
})

test.beforeEach(() => {
  faulty.upstream.setFault({ mode: { kind: 'pass' } })
})

const liveQuote = (page: Page) => page.getByText(/^Refreshes in /)

/** The app's wait before asking again after a failure that may pass
 * (TRANSIENT_ERROR_REFETCH_MS, src/features/swap/api/getQuoteRefreshAtMs.ts). */
const TRANSIENT_ERROR_REFETCH_MS = 10_000

const quoteIsBack = (page: Page) => () =>
  expect(liveQuote(page)).toBeVisible({ timeout: 1_000 })

const unreachableBanner = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Cannot reach the swap service' })

/** ETH → USDC for 1.5 at 1% slippage, quoted for the connected wallet. */
async function openQuotedForm(page: Page, wallet: TestWallet) {
  // The app's waits run on a clock the test moves (waitOutTheAppsRetry);
  // it runs at its natural pace otherwise.
  await page.clock.install()
  await openSwapPage(page, `${faulty.url}/`)
  await connectTestWallet(page, wallet.account.address)
  await page.getByRole('button', { name: /^Settings / }).click()
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await settings.getByRole('radio', { name: '1%', exact: true }).check()
  await settings.getByRole('button', { name: 'Done' }).click()
  await expect(settings).toBeHidden()
  await pickToken(page, 'buy', pick.USDC)
  await amountField(page).fill('1.5')
  await expect(liveQuote(page)).toBeVisible()
}

/** Tokens, amount and slippage are still what the person chose. */
const expectFormKept = (page: Page, amount: string) =>
  expectKept(page, { sell: 'ETH', buy: 'USDC', amount, slippage: '1%' })

const sent = sentRequests

const passingFaults: { name: string; mode: FaultMode; words: string }[] = [
  {
    name: 'a 5xx',
    mode: { kind: 'status', status: 503 },
    words: 'The swap service had a problem (error 503).',
  },
  {
    name: 'a timeout',
    mode: { kind: 'slow', delayMs: 5_000 },
    words: 'The swap service took too long to answer.',
  },
  {
    name: 'malformed JSON',
    mode: { kind: 'malformed-json' },
    words: 'The swap service sent a garbled answer, so it was not used.',
  },
  {
    name: 'a body that fails the contract',
    mode: { kind: 'off-contract' },
    words:
      'The swap service sent a quote that failed our checks, so it was not used.',
  },
]

for (const fault of passingFaults) {
  test(`behavior: ${fault.name} from the service reads as such, offers a retry and the quote comes back by itself`, async ({
    page,
    wallet,
  }) => {
    const problems = watchPageProblems(page)
    await openQuotedForm(page, wallet)

    faulty.upstream.setFault({ mode: fault.mode })
    const faultedBefore = faulty.upstream.faulted.length
    await amountField(page).fill('1.25')
    const alert = page.getByRole('alert').filter({ hasText: fault.words })
    await expect(alert).toHaveText(`${fault.words} Trying again by itself…`)
    await expectFormKept(page, '1.25')
    await expect(liveQuote(page)).toBeHidden()

    // "Try again now" asks the service again at once (still failing).
    const faultedShown = faulty.upstream.faulted.length
    expect(faultedShown).toBeGreaterThan(faultedBefore)
    await page.getByRole('button', { name: 'Try again now' }).click()
    await expect
      .poll(() => faulty.upstream.faulted.length)
      .toBeGreaterThan(faultedShown)
    await expect(alert).toBeVisible()

    // The fault clears; nobody touches the page.
    faulty.upstream.setFault({ mode: { kind: 'pass' } })
    await waitOutTheAppsRetry(
      page,
      TRANSIENT_ERROR_REFETCH_MS,
      quoteIsBack(page),
    )
    await expect(alert).toBeHidden()
    await expect(amountReceived(page)).toHaveText(/\d/)
    await expect(amountReceived(page)).not.toHaveAttribute('aria-busy', 'true')
    await expectFormKept(page, '1.25')
    expect(sent(wallet)).toEqual([])
    expect(problems).toEqual([])
  })
}

/** The seconds a countdown shows now. */
async function secondsShown(page: Page, pattern: RegExp) {
  const text = await page.getByText(pattern).first().textContent()
  const seconds = Number(/(\d+) s\b/.exec(text ?? '')?.[1])
  if (!Number.isFinite(seconds)) throw new Error(`no seconds in "${text}"`)
  return seconds
}

test('behavior: a 429 with Retry-After counts down on the quote and the comparison, then both come back by themselves', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  await openQuotedForm(page, wallet)

  // The service's 429 pauses the proxy's every upstream route for the
  // Retry-After, so the quote asked meanwhile is held back too.
  faulty.upstream.setFault({
    mode: { kind: 'rate-limited', retryAfterSeconds: 8 },
    paths: /^\/swap\/v1\/\d+\/dex-compare\b/,
  })
  await page.getByRole('button', { name: 'Compare with single pools' }).click()
  const comparison = page.getByRole('region', {
    name: 'Single-pool comparison',
  })
  const compareWait =
    /^Too many requests: the swap service asked us to wait\. The comparison resumes in \d+ s\.$/
  await expect(comparison.getByText(compareWait)).toBeVisible()

  await amountField(page).fill('1.25')
  // A wait that ends by itself: a countdown, never "Try again".
  const quoteWait = /^Next quote in \d+ s: the swap service is busy\.$/
  await expect(page.getByText(quoteWait)).toBeVisible()
  const first = await secondsShown(page, quoteWait)
  await expect.poll(() => secondsShown(page, quoteWait)).toBeLessThan(first)
  await expectFormKept(page, '1.25')
  await expect(page.getByRole('button', { name: /Try again/ })).toHaveCount(0)

  // The 8 s pass: on the page's clock, and for the proxy, whose pause
  // after the service's 429 is on the real one, by its devnet reset (the
  // pause and the budget window, as 8 s later).
  faulty.upstream.setFault({ mode: { kind: 'pass' } })
  await resetProxyBudget(faulty.url)
  await waitOutTheAppsRetry(page, 8_000, async () => {
    await expect(liveQuote(page)).toBeVisible({ timeout: 1_000 })
    await expect(
      comparison.getByRole('figure', { name: 'Difference', exact: true }),
    ).toBeVisible({ timeout: 1_000 })
  })
  await expect(page.getByText(quoteWait)).toBeHidden()
  await expect(comparison.getByText(compareWait)).toBeHidden()
  await expectFormKept(page, '1.25')
  expect(sent(wallet)).toEqual([])
  expect(problems).toEqual([])
})

test('behavior: offline, a banner says so and quotes pause; back online, the quote for what is typed arrives by itself', async ({
  page,
  context,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  await openQuotedForm(page, wallet)
  const quoteRequests: string[] = []
  page.on('request', (request) => {
    if (/\/api\/(swap|partner)\/v1\/\d+\/quote\b/.test(request.url())) {
      quoteRequests.push(request.url())
    }
  })

  await context.setOffline(true)
  const banner = page.getByRole('alert').filter({ hasText: 'You are offline' })
  await expect(banner).toContainText(
    'Quotes are paused and nothing can be sent.',
  )
  await amountField(page).fill('1.25')
  await expect(
    page.getByText('Refresh paused while the page is hidden or offline.'),
  ).toBeVisible()
  await expectFormKept(page, '1.25')
  expect(quoteRequests).toEqual([])

  await context.setOffline(false)
  await expect(banner).toBeHidden()
  // Back online, the quote is asked at once: no wait on the app's clock.
  await expect(liveQuote(page)).toBeVisible()
  expect(quoteRequests.some((url) => url.includes('amount='))).toBe(true)
  await expect(amountReceived(page)).not.toHaveAttribute('aria-busy', 'true')
  await expectFormKept(page, '1.25')
  expect(sent(wallet)).toEqual([])
  expect(problems).toEqual([])
})

test('behavior: the proxy goes away, the page says the service cannot be reached; when it is back the quote returns by itself', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  await openQuotedForm(page, wallet)

  await faulty.stopProxy()
  try {
    await amountField(page).fill('1.25')
    const words = 'The swap service cannot be reached. Check your connection.'
    const alert = page.getByRole('alert').filter({ hasText: words })
    await expect(alert).toHaveText(`${words} Trying again by itself…`)
    await expect(
      page.getByRole('button', { name: 'Try again now' }),
    ).toBeVisible()
    // The page-wide banner too: the browser is online, the service is not.
    await expect(unreachableBanner(page)).toContainText(
      'Quotes are asked again by themselves and return when it answers',
    )
    await expect(
      page.getByRole('alert').filter({ hasText: 'You are offline' }),
    ).toBeHidden()
    await expect(liveQuote(page)).toBeHidden()
    await expectFormKept(page, '1.25')
  } finally {
    await faulty.restartProxy()
  }
  await waitOutTheAppsRetry(page, TRANSIENT_ERROR_REFETCH_MS, quoteIsBack(page))
  await expect(page.getByText(/cannot be reached/)).toBeHidden()
  await expect(unreachableBanner(page)).toBeHidden()
  await expectFormKept(page, '1.25')
  expect(sent(wallet)).toEqual([])
  expect(problems).toEqual([])
})

test('behavior: the quote to sign fails the moment it is asked (after the approval): the page says why, the wallet gets nothing more, the form is kept; once the service answers the swap completes', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  await page.clock.install()
  await openSwapPage(page, `${faulty.url}/`)
  await connectTestWallet(page, wallet.account.address)
  await pickToken(page, 'sell', pick.USDC)
  await pickToken(page, 'buy', pick.DAI)
  await amountField(page).fill('3')
  // The approval is built here (no upstream call); the quote asked again
  // once it is mined is what fails. The first press goes on to the wallet,
  // which holds the approval until the service fails.
  wallet.hold()
  await clickMain(page, 'Approve USDC, then swap')
  await expect(mainButton(page)).toHaveText(
    'Confirm the approval in your wallet',
  )
  faulty.upstream.setFault({ mode: { kind: 'status', status: 503 } })
  wallet.release()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The swap service had a problem (error 503).' })
      .first(),
  ).toBeVisible({ timeout: 10_000 })
  expect(sent(wallet)).toEqual(['eth_sendTransaction'])
  await expectKept(page, {
    sell: 'USDC',
    buy: 'DAI',
    amount: '3',
    slippage: '0.5%',
  })

  faulty.upstream.setFault({ mode: { kind: 'pass' } })
  await waitOutTheAppsRetry(page, TRANSIENT_ERROR_REFETCH_MS, async () => {
    const button = mainButton(page)
    if ((await button.textContent()) === 'Try again') await button.click()
    await expect(button).toHaveText('Swap', { timeout: 1_000 })
  })
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(sent(wallet)).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
  expect(problems).toEqual([])
})
