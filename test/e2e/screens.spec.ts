import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, rpc, test } from './fixtures/test.ts'
import { SCREEN_VIEWPORT, SCREENS, type Screen } from './screens.ts'

/**
 * The first screen checked by eye: every state of screens.ts against its
 * baseline rendered by this machine's Debian Chromium
 * (screens.spec.ts-snapshots/). A change that alters a picture updates its
 * baseline on purpose, in the same commit, and the README's pictures with
 * it:
 *   npm run screenshots -- --update-snapshots
 * (`npx playwright test test/e2e/screens.spec.ts --update-snapshots`
 * updates the baselines alone). What changes by itself is masked (the
 * refresh countdown, the age of prices, how long a step has waited, a
 * swap's time and hash, the network fee); the devnet's chains are reset
 * before every test, so the quote's figures and the balances are the same
 * on every run.
 *
 * With E2E_SCREENSHOTS_DIR set (`npm run screenshots` sets
 * docs/screenshots) each state that matched its baseline is also saved
 * there as <name>.png, unmasked, for the README.
 */

const docsDir = process.env.E2E_SCREENSHOTS_DIR

// bypassCSP: the style sheet each picture is taken with (screens.css,
// stylePath) is injected into the page, which the app's CSP would refuse
// (style-src has no 'unsafe-inline'); nothing else here depends on the CSP,
// which security.spec.ts holds.
test.use({
  reducedMotion: 'reduce',
  viewport: SCREEN_VIEWPORT,
  bypassCSP: true,
})

/** What changes from one run to the next on its own: clocks, ages, fees. */
const clocks = (page: Page) => [
  page.getByText(/^Refreshes in /),
  page.getByText(/\b\d+ (s|min) (old|ago)\b/),
  page.getByText(/^Next quote in /),
  page.locator('.validity-ring, .activity-time, .swap-step-status'),
  // Notes with a relative age in words (one line each: screens.css).
  page.locator('.compare-note, .quote-provenance'),
  // A swap's time and hash (its calldata carries a deadline from the
  // clock, and the hash's width varies with its digits).
  page.locator('.activity-entry'),
  // The network fee: the devnet's base fee follows the blocks that tests
  // before this one mined (a revert does not bring every fee back).
  page.locator('dt:text-is("Network fee") + dd, .quote-fee'),
  // The same fees in the comparison, and what is left after them.
  page.locator(
    '.compare-net .compare-verdict, .compare-net .compare-figure-value, .compare-net > .field-note',
  ),
]

// The note on the age of USD prices is hidden while each picture is taken
// (screens.css), whenever React draws it (the rule itself:
// toSharedReadNotes.test.ts).
const pictureOptions = {
  animations: 'disabled',
  caret: 'hide',
  stylePath: fileURLToPath(new URL('./screens.css', import.meta.url)),
} as const

/**
 * Token logos arrive on their own time, through the proxy's logo route,
 * after the page has painted; two screenshots alike can both lack one
 * (on a busy machine the empty page's ETH logo came after them). A picture
 * waits for every image it would show to have loaded (or failed, and
 * given way to the token's initial). A lazy one far below the viewport
 * would never load and is not in any picture.
 */
async function logosLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) =>
        image.complete ||
        image.getBoundingClientRect().top > window.innerHeight * 2,
    ),
  )
}

/** Seconds a picture may take: the screenshot check's own timeout. */
const PICTURE_SECONDS = 5

/**
 * A quote's refresh (every 30 s) redraws the card while it fetches: its
 * status line says so instead of the (masked) countdown, so a picture
 * taken across one compares a card that is not the state's. With less
 * than twice a picture's time left on the countdown, the picture waits for
 * the next quote.
 */
async function clearOfRefresh(page: Page) {
  await page.waitForFunction(
    (leastSeconds) => {
      const status = document.querySelector('.quote-status')?.textContent
      if (status?.includes('Refreshing the quote')) return false
      const secondsLeft = /Refreshes in (\d+) s/.exec(status ?? '')?.[1]
      return secondsLeft === undefined || Number(secondsLeft) >= leastSeconds
    },
    PICTURE_SECONDS * 2,
    // why: a refresh comes at most 30 s after the last quote; then the
    // countdown starts again from 30.
    { timeout: 40_000 },
  )
}

/** Compares `screen`'s picture with its baseline; saves it unmasked to
 * docsDir when set. */
async function picture(page: Page, { name, element }: Screen) {
  await logosLoaded(page)
  await clearOfRefresh(page)
  const docsPath = docsDir ? `${docsDir}/${name}.png` : undefined
  if (element) {
    await expect(element(page)).toHaveScreenshot(`${name}.png`, pictureOptions)
    if (docsPath) {
      await element(page).screenshot({ ...pictureOptions, path: docsPath })
    }
    return
  }
  await expect(page).toHaveScreenshot(`${name}.png`, {
    ...pictureOptions,
    fullPage: true,
    mask: clocks(page),
  })
  if (docsPath) {
    await page.screenshot({ ...pictureOptions, fullPage: true, path: docsPath })
  }
}

// A state may leave the node's automine off (an approval pending): back on
// before the wallet closes, which waits for what it sent to be mined.
test.afterEach(() => rpc('evm_setAutomine', [true]))

function settingsOf({ viewport, colorScheme, locale }: Screen) {
  return {
    ...(viewport ? { viewport } : {}),
    ...(colorScheme ? { colorScheme } : {}),
    ...(locale ? { locale } : {}),
  }
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(settingsOf(screen))
    if ('reachWithWallet' in screen) {
      test(`behavior: ${screen.title}`, async ({ page, wallet }) => {
        await screen.reachWithWallet(page, wallet)
        await picture(page, screen)
      })
    } else {
      test(`behavior: ${screen.title}`, async ({ page }) => {
        await screen.reach(page)
        await picture(page, screen)
      })
    }
  })
}
