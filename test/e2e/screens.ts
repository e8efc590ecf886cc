import type { Locator, Page, ViewportSize } from '@playwright/test'
import { LOCALES } from '../../src/locales/locales.ts'
import { clickMain, openPair } from './fixtures/swapFlow.ts'
import {
  amountField,
  connectTestWallet,
  openSwapPage,
  pick,
  pickToken,
  quoteDetails,
} from './fixtures/swapPage.ts'
import { env, expect, rpc } from './fixtures/test.ts'
import type { TestWallet } from './fixtures/testWallet.ts'
import { textDirectionOf } from './fixtures/textDirection.ts'
import { openWidgetHost } from './fixtures/widgetHost.ts'

/**
 * The page's main states, written once. screens.spec.ts brings a fresh page
 * into each one and compares it with its baseline
 * (screens.spec.ts-snapshots/<name>-linux.png); `npm run screenshots` runs
 * the same spec and also saves each picture to docs/screenshots/<name>.png,
 * which the README shows. A state added here is checked and pictured.
 */

type ScreenBase = {
  /** The baseline's and the README picture's file name, without `.png`. */
  name: string
  /** What the test says it holds. */
  title: string
  viewport?: ViewportSize
  colorScheme?: 'light' | 'dark'
  /** The browser's language (the page speaks it); English otherwise. */
  locale?: string
  /** Pictured alone, when the state is one element's; the whole page,
   * full length, otherwise. */
  element?: (page: Page) => Locator
}

export type Screen = ScreenBase &
  (
    | { reach: (page: Page) => Promise<void> }
    | {
        /** A state with the injected test wallet connected. */
        reachWithWallet: (page: Page, wallet: TestWallet) => Promise<void>
      }
  )

/** Wide enough for the card and its margins, narrow for the README. */
export const SCREEN_VIEWPORT: ViewportSize = { width: 560, height: 900 }

const PHONE_VIEWPORT: ViewportSize = { width: 375, height: 812 }

async function openEmpty(page: Page) {
  await openSwapPage(page)
}

/** 50 ETH → DAI quoted, its route drawn. */
async function quoteEthForDai(page: Page) {
  await openSwapPage(page)
  await pickToken(page, 'buy', pick.DAI)
  await amountField(page).fill('50')
  await expect(quoteDetails(page)).toContainText('Indicative')
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()
  // The picker's focus ring is not part of the state.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await quoteDetails(page)
    .getByRole('button', { name: 'All the quote’s details' })
    .click()
  await quoteDetails(page)
    .getByText(/^Route: /)
    .click()
  await expect(
    quoteDetails(page).getByRole('figure', { name: 'Route from ETH to DAI' }),
  ).toBeVisible()
}

/** The quote as one row under "You buy", its details closed. */
async function quoteEthForDaiClosed(page: Page) {
  await openSwapPage(page)
  await pickToken(page, 'buy', pick.DAI)
  await amountField(page).fill('5')
  await expect(quoteDetails(page)).toContainText('Indicative')
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()
  await page.locator('body').click({ position: { x: 5, y: 5 } })
}

/**
 * 57,000 UNI → ETH against the one shallow UNI pool, connected: the loss
 * beside the amount, the danger button held until the tick.
 */
async function quoteHighImpact(page: Page, wallet: TestWallet) {
  await openSwapPage(page)
  await connectTestWallet(page, wallet.account.address)
  await pickToken(page, 'sell', pick.UNI)
  await pickToken(page, 'buy', {
    query: 'ETH',
    option: /^ETH Ether\b/,
    symbol: 'ETH',
  })
  await amountField(page).fill('57000')
  await expect(
    page.getByRole('checkbox', { name: /^I understand I lose about/ }),
  ).toBeVisible({ timeout: 10_000 })
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()
  await page.locator('body').click({ position: { x: 5, y: 5 } })
}

/** The quote above beside the best single pool's output. */
async function compareEthForDai(page: Page) {
  await quoteEthForDai(page)
  await page.getByRole('button', { name: 'Compare with single pools' }).click()
  await expect(
    page.getByRole('figure', { name: 'Outputs compared' }),
  ).toBeVisible({ timeout: 10_000 })
}

const swapSteps = (page: Page) =>
  page.getByRole('region', { name: 'Swap steps' }).getByRole('status')

/**
 * 100 USDC → DAI with the approval sent and not yet mined: the node's
 * automine is left off (screens.spec.ts turns it back on after the
 * picture, before the wallet closes).
 */
async function approveUsdcPending(page: Page, wallet: TestWallet) {
  await openPair(page, {
    address: wallet.account.address,
    sell: pick.USDC,
    buy: pick.DAI,
    amount: '100',
  })
  await rpc('evm_setAutomine', [false])
  await clickMain(page, 'Approve USDC, then swap')
  await expect(swapSteps(page)).toHaveText('Approve: Pending', {
    timeout: 10_000,
  })
}

async function swapUsdcConfirmed(page: Page, wallet: TestWallet) {
  await approveUsdcPending(page, wallet)
  await rpc('evm_setAutomine', [true])
  await rpc('evm_mine')
  await clickMain(page, 'Swap')
  await expect(swapSteps(page)).toHaveText('Confirm: Done', {
    timeout: 10_000,
  })
  // The allowance left, read from the chain after the confirmation.
  await expect(
    page.getByText('The router can spend no more of your USDC.'),
  ).toBeVisible()
}

/** The example partner page's widget, as it first paints. */
async function openWidgetOnExamplePage(page: Page) {
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
}

/** The empty page in the browser's language; waits on no English word. */
async function openEmptyIn(page: Page, tag: string) {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', tag)
  await expect(page.locator('html')).toHaveAttribute(
    'dir',
    textDirectionOf(tag),
  )
  await expect(page.locator('.footer-controls select')).toHaveValue(tag)
  await expect(page.locator('.swap-card .amount-input').first()).toBeEnabled()
}

export const SCREENS: readonly Screen[] = [
  {
    name: 'empty',
    title: 'the empty page, as it first paints',
    reach: openEmpty,
  },
  {
    name: 'empty-375',
    title: 'the empty page at 375 px',
    viewport: PHONE_VIEWPORT,
    reach: openEmpty,
  },
  { name: 'quoted', title: 'a quote with its route', reach: quoteEthForDai },
  {
    name: 'quoted-375',
    title: 'a quote as one summary row at 375 px',
    viewport: PHONE_VIEWPORT,
    reach: quoteEthForDaiClosed,
  },
  {
    name: 'high-impact',
    title: 'a 38 % price impact, the tick not yet given',
    reachWithWallet: quoteHighImpact,
  },
  {
    name: 'comparison-open',
    title: 'a quote compared with single pools',
    reach: compareEthForDai,
  },
  {
    name: 'dark-theme',
    title: 'a quote compared, dark theme',
    colorScheme: 'dark',
    reach: compareEthForDai,
  },
  {
    name: 'phone-375',
    title: 'a quote compared at 375 px',
    viewport: PHONE_VIEWPORT,
    reach: compareEthForDai,
  },
  {
    name: 'approval-pending',
    title: 'an approval pending',
    reachWithWallet: approveUsdcPending,
  },
  {
    name: 'swap-confirmed',
    title: 'the swap confirmed after its approval',
    reachWithWallet: swapUsdcConfirmed,
  },
  {
    name: 'widget-example-page',
    title: 'the widget on the example partner page, as it first paints',
    reach: openWidgetOnExamplePage,
    element: (page) => page.locator('#widgets .widget'),
  },
  // One per language (src/locales/locales.ts): a language added there is
  // pictured too; one written right to left (Arabic) mirrored.
  ...LOCALES.map(
    ({ tag }): Screen => ({
      name: `language-${tag}`,
      title:
        textDirectionOf(tag) === 'rtl'
          ? `the empty page in ${tag}, mirrored (right to left)`
          : `the empty page in ${tag}`,
      locale: tag,
      reach: (page) => openEmptyIn(page, tag),
    }),
  ),
]
