import type { Page, ViewportSize } from '@playwright/test'
import { LOCALES } from '../../src/locales/locales.ts'
import {
  clickMain,
  mainButton,
  openPair,
  swapProgress,
} from './fixtures/swapFlow.ts'
import {
  amountField,
  connectTestWallet,
  openSwapPage,
  pick,
  pickToken,
  quoteDetails,
} from './fixtures/swapPage.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The swap card at a glance (issue 39): the main button on the first
 * screen with a quote on it, on a phone and a desktop, light and dark, in
 * every language it is checked in, before and after connecting; no number
 * broken inside itself; a price impact graded where the eye is, and above
 * the ceiling a ticked confirmation before anything is sent. One page per
 * viewport, the theme and the language switched in place.
 */

const viewports: readonly ViewportSize[] = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]

/** English, German, and the right-to-left language once it is listed. */
const languages = ['en', 'de', 'ar'].filter((tag) =>
  LOCALES.some((locale) => locale.tag === tag),
)

const languageSelect = (page: Page) => page.locator('.language-select select')

/** Every number marked on the page sits on one line and is not cut. */
async function brokenNumbers(page: Page) {
  return page.locator('[data-number]').evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = element.textContent?.trim() ?? ''
      if (!text || !(element as HTMLElement).offsetParent) return []
      const style = getComputedStyle(element)
      const lineHeight =
        Number.parseFloat(style.lineHeight) ||
        Number.parseFloat(style.fontSize) * 1.2
      const lines = element.getClientRects().length
      const { height } = element.getBoundingClientRect()
      const isOneLine = lines === 1 || height <= lineHeight * 1.5
      const isCut = element.scrollWidth > element.clientWidth + 1
      const isBlock = style.display !== 'inline'
      return isOneLine && !(isBlock && isCut) ? [] : [text]
    }),
  )
}

/** The main button's bottom edge, with the page at its top. */
async function mainButtonBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0))
  const box = await mainButton(page).boundingBox()
  if (!box) throw new Error('the main button is not on the page')
  return box.y + box.height
}

/** Each theme and language in turn, checked with the quote on screen. */
async function checkEveryLook(page: Page, viewport: ViewportSize) {
  const seen: string[] = []
  for (const language of languages) {
    await languageSelect(page).selectOption(language)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    for (const theme of ['light', 'dark']) {
      // Before the first choice the page follows the system (no attribute).
      for (let presses = 0; presses < 2; presses++) {
        const shown = await page.locator('html').getAttribute('data-theme')
        if (shown === theme) break
        await page.locator('.theme-toggle').click()
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      // Named in the page's language: found by its part.
      await expect(page.locator('.quote-summary')).toBeVisible()
      const look = `${viewport.width}px ${language} ${theme}`
      expect(await mainButtonBottom(page), look).toBeLessThanOrEqual(
        viewport.height,
      )
      expect(await brokenNumbers(page), look).toEqual([])
      seen.push(look)
    }
  }
  await languageSelect(page).selectOption('en')
  return seen
}

for (const viewport of viewports) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport })

    test('behavior: with a quote on screen the main button is on the first screen and no number breaks, in every theme and language, before and after connecting', async ({
      page,
      wallet,
    }) => {
      await openSwapPage(page)
      await pickToken(page, 'buy', pick.DAI)
      // A long amount each side: the widest numbers the card shows.
      await amountField(page).fill('1234.567891')
      await expect(quoteDetails(page)).toBeVisible({ timeout: 10_000 })
      const before = await checkEveryLook(page, viewport)
      expect(before).toHaveLength(languages.length * 2)

      await connectTestWallet(page, wallet.account.address)
      await expect(mainButton(page)).toHaveText(/^Not enough ETH|^Swap/, {
        timeout: 10_000,
      })
      await amountField(page).fill('25.123456')
      await expect(mainButton(page)).toHaveText(/^Swap/, {
        timeout: 10_000,
      })
      await checkEveryLook(page, viewport)
    })
  })
}

/** UNI → ETH against the one shallow UNI/WETH pool, connected. */
const impactBadge = (page: Page) =>
  page.getByRole('region', { name: 'You buy' }).locator('.impact-badge')

const confirmation = (page: Page) =>
  page.getByRole('checkbox', { name: /^I understand I lose about/ })

test.describe('price impact', () => {
  test.use({ walletCanBatch: true })

  test('behavior: a ~38 % impact shows the loss beside the amount and a danger button before any approval, and needs the ticked confirmation; the swap then takes one press', async ({
    page,
    wallet,
  }) => {
    // About 90,000 UNI deep (devnet/worldSpecs.ts): selling 57,000 loses
    // about 38 % of its value.
    await openPair(page, {
      address: wallet.account.address,
      sell: pick.UNI,
      buy: { query: 'ETH', option: /^ETH Ether\b/, symbol: 'ETH' },
      amount: '57000',
    })
    await expect(impactBadge(page)).toHaveText(/^-3\d(\.\d)?% price impact$/, {
      timeout: 10_000,
    })
    await expect(impactBadge(page)).toHaveClass(/text-error/)
    const button = mainButton(page)
    await expect(button).toHaveClass(/is-danger/)
    await expect(button).toContainText(/You lose about 3\d% to price impact/)
    await expect(button).toBeDisabled()
    await expect(
      page.getByText('Tick the box above to go on', { exact: false }),
    ).toBeVisible()
    expect(wallet.requests).toEqual([])

    await confirmation(page).check()
    await expect(button).toBeEnabled()
    const presses = countMainPresses(page)
    // Ticked before the first press, and the wallet batches: that press
    // sends the approval and the swap in one request, with no further
    // question (the wallet's prompt is the confirmation).
    await clickMain(page, /^Approve UNI, then swap/)
    await expect(
      swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
    ).toBeVisible({ timeout: 10_000 })
    expect(await presses()).toBe(1)
    expect(wallet.requests).toEqual(['wallet_sendCalls'])
  })

  test('behavior: a ~0.2 % impact shows neither the loss nor a danger button', async ({
    page,
    wallet,
  }) => {
    // 1,500 USDC → USDT through the 2,000,000 USD pool at 0.05 %.
    await openPair(page, {
      address: wallet.account.address,
      sell: pick.USDC,
      buy: { query: 'USDT', option: /^USDT Tether USD\b/, symbol: 'USDT' },
      amount: '1500',
    })
    await expect(mainButton(page)).toHaveText('Approve USDC, then swap', {
      timeout: 10_000,
    })
    await expect(impactBadge(page)).toHaveCount(0)
    await expect(confirmation(page)).toHaveCount(0)
    await expect(mainButton(page)).not.toHaveClass(/is-danger|is-warning/)
    await quoteDetails(page)
      .getByRole('button', { name: 'All the quote’s details' })
      .click()
    const impact = quoteDetails(page).locator('dt:text-is("Price impact") + dd')
    await expect(impact).toHaveText(/^0\.[1-3]\d?%/)
  })
})

test.describe('presses', () => {
  test.use({ walletCanBatch: false })

  test('behavior: a wallet that cannot batch: a swap with an approval takes two presses of the main button', async ({
    page,
    wallet,
  }) => {
    await openPair(page, {
      address: wallet.account.address,
      sell: pick.USDC,
      buy: pick.DAI,
      amount: '100',
    })
    const presses = countMainPresses(page)
    // The first press sends the approval; the re-quote after it waits.
    await clickMain(page, 'Approve USDC, then swap', { timeout: 10_000 })
    await clickMain(page, 'Swap')
    await expect(
      swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
    ).toBeVisible({ timeout: 10_000 })
    expect(await presses()).toBe(2)
    expect(wallet.requests).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
  })
})

/**
 * Counts the presses that reach the main button from now on, in the page
 * (whoever clicks it), read back when asked.
 */
function countMainPresses(page: Page) {
  // On the document, so a button React renders anew is still counted.
  const counting = page.evaluate(() => {
    const counted = window as unknown as { mainPresses?: number }
    counted.mainPresses = 0
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element | null
        if (target?.closest('.swap-button-area > button.button-primary')) {
          counted.mainPresses = (counted.mainPresses ?? 0) + 1
        }
      },
      true,
    )
  })
  return async () => {
    await counting
    return page.evaluate(
      () => (window as unknown as { mainPresses?: number }).mainPresses,
    )
  }
}
