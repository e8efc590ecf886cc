import type { FrameLocator, Locator, Page } from '@playwright/test'
import type { Address } from 'viem'
import { balanceOf } from './fixtures/swapFlow.ts'
import { findToken, listTokens } from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'
import {
  createWidget,
  frameMainButton,
  NATIVE,
  openWidgetHost,
  settleFrameControl,
  widgetFrame,
} from './fixtures/widgetHost.ts'

/**
 * Clickjacking: a compromised partner page sets a receiver of its own, makes
 * the widget invisible under its bait (transparent, or covered by content
 * the pointer passes through) and collects the person's clicks at the
 * buttons' places. The frame counts a press that commits host limits or
 * leads to a signature only once it has been in plain sight for a second
 * (src/embed/frameArm.ts): here nothing is confirmed and the host page's
 * strict wallet gets no signing request; in plain sight again, the same
 * clicks work after the second. Debian's Chromium has IntersectionObserver
 * v2 (trackVisibility) headless too, checked below: this is that path, not
 * the fallback (the fallback's timing is in watchFrameVisibility.test.ts).
 */

const DEAD: Address = '0x000000000000000000000000000000000000dEaD'
const HELD = 'Confirm the settings above first'

const notice = (frame: FrameLocator) =>
  frame.getByRole('region', { name: 'Check the settings this site chose' })
const confirmButton = (frame: FrameLocator) =>
  notice(frame).getByRole('button', {
    name: 'I understand, use these settings',
  })

const signingRequests = (page: Page) =>
  page.evaluate(() =>
    window.widgetHost.walletRequests.filter(
      (m) => m === 'eth_sendTransaction' || m === 'wallet_sendCalls',
    ),
  )

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('the button has no box')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A click at the place, at once: no wait for the button, as a bait gets. */
async function clickAt(page: Page, locator: Locator) {
  const { x, y } = await centreOf(locator)
  await page.mouse.click(x, y)
}

/** What the partner page does to its own widget. */
type Disguise = {
  name: string
  hide: (page: Page) => Promise<void>
  show: (page: Page) => Promise<void>
}

const transparent: Disguise = {
  name: 'made transparent (opacity 0)',
  hide: (page) =>
    page.locator('#widgets iframe').evaluate((frame: HTMLElement) => {
      frame.style.opacity = '0'
    }),
  show: (page) =>
    page.locator('#widgets iframe').evaluate((frame: HTMLElement) => {
      frame.style.opacity = ''
    }),
}

const covered: Disguise = {
  name: 'covered by bait the pointer passes through',
  hide: (page) =>
    page.locator('#widgets .widget').evaluate((slot: HTMLElement) => {
      slot.style.position = 'relative'
      const bait = document.createElement('div')
      bait.id = 'bait'
      bait.textContent = 'Claim your prize: click twice!'
      bait.style.cssText =
        'position:absolute;inset:0;background:#fff;pointer-events:none'
      slot.append(bait)
    }),
  show: (page) => page.locator('#bait').evaluate((bait) => bait.remove()),
}

/** Until the frame has been in plain sight for a second: aria-disabled. */
async function expectArmedAfterASecond(button: Locator, shownAtMs: number) {
  await expect(button).not.toHaveAttribute('aria-disabled', 'true', {
    timeout: 5000,
  })
  expect(Date.now() - shownAtMs).toBeGreaterThanOrEqual(1000)
}

for (const disguise of [transparent, covered]) {
  test(`behavior: a widget ${disguise.name} takes clicks through at its buttons and confirms nothing, signs nothing; in plain sight they work after a second`, async ({
    page,
  }) => {
    const usdc = findToken(await listTokens(), 'USDC')
    await openWidgetHost(page)
    const deadBefore = await balanceOf(usdc.address, DEAD)
    await createWidget(page, {
      chainId: 31337,
      sellToken: NATIVE,
      buyToken: usdc.address,
      amount: '0.5',
      recipient: DEAD,
      hide: ['settings'],
    })
    const frame = widgetFrame(page)
    await expect(notice(frame)).toBeVisible({ timeout: 10_000 })
    const embed = page.frames().find((f) => f.url().includes('/embed.html'))
    expect(
      await embed?.evaluate(
        () => 'isVisible' in IntersectionObserverEntry.prototype,
      ),
    ).toBe(true)
    await page.locator('#widgets iframe').scrollIntoViewIfNeeded()
    await disguise.hide(page)
    const main = frameMainButton(frame)
    await expect(main).toHaveText(HELD, { timeout: 10_000 })
    const confirm = confirmButton(frame)
    await settleFrameControl(confirm)
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    // Time alone arms nothing while it is disguised.
    await page.waitForTimeout(1500)
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')

    // The bait's two clicks: "use these settings", then the card's button.
    await clickAt(page, confirm)
    await clickAt(page, main)
    await clickAt(page, main)
    await expect(notice(frame)).toBeVisible()
    await expect(main).toHaveText(HELD)
    expect(await signingRequests(page)).toEqual([])

    // In plain sight again: a click at once still counts for nothing…
    await disguise.show(page)
    const shownAtMs = Date.now()
    await clickAt(page, confirm)
    await expect(notice(frame)).toBeVisible()
    // …and after the second the same click confirms.
    await expectArmedAfterASecond(confirm, shownAtMs)
    await clickAt(page, confirm)
    await expect(notice(frame)).toHaveCount(0)

    // The card's button is guarded the same way: its one press ("Swap",
    // which goes on to the wallet) counts for nothing while disguised, and
    // once in plain sight only after the frame has been still for a second.
    await expect(main).toHaveText('Swap', { timeout: 10_000 })
    await settleFrameControl(main)
    await expect(main).not.toHaveAttribute('aria-disabled', 'true')
    await disguise.hide(page)
    await expect(main).toHaveAttribute('aria-disabled', 'true')
    await page.waitForTimeout(1500)
    await clickAt(page, main)
    await clickAt(page, main)
    expect(await signingRequests(page)).toEqual([])
    await expect(main).toHaveText('Swap')

    await disguise.show(page)
    const swapShownAtMs = Date.now()
    await expectArmedAfterASecond(main, swapShownAtMs)
    await clickAt(page, main)
    await expect(
      frame
        .getByRole('region', { name: 'Swap progress' })
        .getByRole('heading', { name: 'Swap confirmed' }),
    ).toBeVisible({ timeout: 10_000 })
    expect(await signingRequests(page)).toEqual(['eth_sendTransaction'])
    expect(await balanceOf(usdc.address, DEAD)).toBeGreaterThan(deadBefore)
  })
}
