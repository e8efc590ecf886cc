import type { Page } from '@playwright/test'
import { expectNoAxeViolationsInBothThemes } from './fixtures/axe.ts'
import { clickMain, mainButton, openPair } from './fixtures/swapFlow.ts'
import {
  amountField,
  openSwapPage,
  pick,
  pickToken,
  quoteDetails,
} from './fixtures/swapPage.ts'
import { expect, rpc, test } from './fixtures/test.ts'

/**
 * The pictures the page draws, on the real stack: the swap steps walk in
 * order through an approval swap (the wallet holds each request and the
 * devnet holds each block, so every state stays on screen long enough to be
 * read), the route diagram, the bars and the steps pass axe in both themes,
 * and nothing is wider than a 375 px phone.
 */

const steps = (page: Page) => page.getByRole('region', { name: 'Swap steps' })
const toggle = (page: Page) =>
  page.getByRole('button', { name: 'Compare with single pools' })
const panel = (page: Page) =>
  page.getByRole('region', { name: 'Single-pool comparison' })

/**
 * Records every state the steps list takes ("approve:wallet sign:upcoming
 * …") from the page's own DOM mutations, so a state shown for a moment only
 * is still seen.
 */
async function recordSteps(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    const read = () =>
      [...document.querySelectorAll('.swap-step')]
        .map((item) => {
          const label = item.querySelector('.swap-step-label')?.textContent
          const status = [...item.classList]
            .find((name) => name.startsWith('is-'))
            ?.slice(3)
          return `${label}:${status}`
        })
        .join(' ')
    const note = () => {
      const now = read()
      if (now && seen.at(-1) !== now) seen.push(now)
    }
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    })
    Object.assign(window, { stepsSeen: seen })
  })
  return () =>
    page.evaluate(
      () => (window as unknown as { stepsSeen: string[] }).stepsSeen,
    )
}

test('behavior: an approval swap walks the steps through each state, in order', async ({
  page,
  wallet,
}) => {
  await openPair(page, {
    address: wallet.account.address,
    sell: pick.USDC,
    buy: pick.DAI,
    amount: '100',
  })
  const seen = await recordSteps(page)
  const live = steps(page).getByRole('status')

  // The first press goes on by itself to the approval in the wallet.
  wallet.hold()
  await clickMain(page, 'Approve USDC, then swap')
  await expect(live).toHaveText('Approve: Waiting for your wallet')
  await expect(steps(page)).toContainText(/Waiting for your wallet · \d+ s/)

  await rpc('evm_setAutomine', [false])
  wallet.release()
  await expect(live).toHaveText('Approve: Pending', { timeout: 10_000 })
  await expect(
    steps(page).getByRole('link', {
      name: 'View the approve transaction on the explorer',
    }),
  ).toHaveAttribute('href', /\/tx\/0x[0-9a-f]{64}$/)
  await rpc('evm_mine')
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })

  wallet.hold()
  await mainButton(page).click()
  await expect(live).toHaveText('Sign: Waiting for your wallet', {
    timeout: 10_000,
  })
  wallet.release()
  await expect(live).toHaveText('Confirm: Pending', { timeout: 10_000 })
  await rpc('evm_mine')
  await expect(live).toHaveText('Confirm: Done', { timeout: 10_000 })
  await rpc('evm_setAutomine', [true])

  const S = (approve: string, requote: string, sign: string, confirm: string) =>
    `Approve:${approve} Re-quote:${requote} Sign:${sign} Confirm:${confirm}`
  const all = await seen()
  // Before the wallet is asked the steps may show for the allowance read
  // (all upcoming), or not at all: the first press does not stop there.
  const first = S('upcoming', 'upcoming', 'upcoming', 'upcoming')
  expect(all[0] === first ? all.slice(1) : all).toEqual([
    S('wallet', 'upcoming', 'upcoming', 'upcoming'),
    S('pending', 'upcoming', 'upcoming', 'upcoming'),
    S('done', 'pending', 'upcoming', 'upcoming'),
    S('done', 'done', 'upcoming', 'upcoming'),
    S('done', 'done', 'pending', 'upcoming'),
    S('done', 'done', 'wallet', 'upcoming'),
    S('done', 'done', 'done', 'pending'),
    S('done', 'done', 'done', 'done'),
  ])
})

/** Every painted element's right edge inside the viewport, the page not
 * scrolling. */
async function expectNoOverflow(page: Page, state: string) {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    // Text for screen readers only (.visually-hidden, clipped to a pixel)
    // is never painted, whatever its children's boxes measure.
    const wide = [...document.querySelectorAll('body *')].filter((node) => {
      const box = node.getBoundingClientRect()
      return (
        box.width > 0 &&
        box.right > width + 0.5 &&
        !node.closest('.visually-hidden')
      )
    })
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      wide: wide.slice(0, 5).map((node) => node.outerHTML.slice(0, 120)),
    }
  })
  expect(overflowing.wide, `${state}: wider than the viewport`).toEqual([])
  expect(overflowing.scrollWidth, state).toBeLessThanOrEqual(overflowing.width)
}

/** Without a wallet: a split route in the details, the panel open. */
async function showDiagramAndBars(page: Page) {
  await openSwapPage(page)
  await pickToken(page, 'buy', pick.DAI)
  await amountField(page).fill('50')
  await expect(quoteDetails(page)).toContainText('Indicative')
  await quoteDetails(page)
    .getByRole('button', { name: 'All the quote’s details' })
    .click()
  await quoteDetails(page)
    .getByText(/^Route: \d+ paths?$/)
    .click()
  await expect(
    quoteDetails(page).getByRole('figure', { name: /^Route from ETH to DAI/ }),
  ).toBeVisible()
  await toggle(page).click()
  await expect(
    panel(page).getByRole('figure', { name: 'Outputs compared' }),
  ).toBeVisible({ timeout: 10_000 })
  await expect(
    panel(page).getByRole('figure', { name: 'Route diagram' }),
  ).toBeVisible()
}

test('behavior: the route diagram, the bars and the steps have no moderate, serious or critical axe violation, light or dark', async ({
  page,
  wallet,
}) => {
  await showDiagramAndBars(page)
  await expectNoAxeViolationsInBothThemes(page, 'route diagram and bars')

  await openPair(page, {
    address: wallet.account.address,
    sell: pick.USDC,
    buy: pick.DAI,
    amount: '100',
  })
  wallet.hold()
  await clickMain(page, 'Approve USDC, then swap')
  await expect(steps(page)).toContainText('Waiting for your wallet')
  if (!(await panel(page).isVisible())) await toggle(page).click()
  await expect(
    panel(page).getByRole('figure', { name: 'Outputs compared' }),
  ).toBeVisible({ timeout: 10_000 })
  await expectNoAxeViolationsInBothThemes(page, 'steps, bars and route')
  wallet.release()
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('behavior: nothing is wider than a phone with the diagram, the bars and the steps on screen', async ({
    page,
    wallet,
  }) => {
    await showDiagramAndBars(page)
    await expectNoOverflow(page, 'route diagram and bars')

    await openPair(page, {
      address: wallet.account.address,
      sell: pick.USDC,
      buy: pick.DAI,
      amount: '100',
    })
    await clickMain(page, 'Approve USDC, then swap')
    await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
    await expect(steps(page)).toContainText('Re-quote')
    await expectNoOverflow(page, 'steps')
  })
})
