import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devPrivateKeys } from '../../devnet/devAccounts.ts'
import { openFirefoxDriver } from './fixtures/firefoxDriver.ts'
import {
  type JourneyDriver,
  swapJourney,
  widgetJourney,
} from './fixtures/journey.ts'
import { balanceOf } from './fixtures/swapFlow.ts'
import { findToken, listTokens, shortAddress } from './fixtures/swapPage.ts'
import { env, expect, test } from './fixtures/test.ts'
import { openWebKitDriver } from './fixtures/webKitDriver.ts'

/**
 * The smoke journeys beyond Chromium, on the same stack as every browser
 * test (globalSetup): Debian's Firefox ESR over WebDriver BiDi and
 * WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb. No page of
 * Playwright's own is opened; each test starts its browser and closes it.
 */

const browsers: {
  name: string
  open: () => Promise<JourneyDriver & { close: () => Promise<void> }>
}[] = [
  { name: 'Firefox', open: openFirefoxDriver },
  { name: 'WebKit', open: openWebKitDriver },
]

/** The Devnet wallet signs with anvil account #1. */
const devnetWalletAccount: Address = privateKeyToAccount(
  devPrivateKeys[1] as Hex,
).address

for (const browser of browsers) {
  test.describe(browser.name, () => {
    test(`behavior: in ${browser.name}, the Devnet wallet connects, ETH → USDC is quoted and swapped, USDC arrives, no console error`, async () => {
      const usdc = findToken(await listTokens(), 'USDC')
      const before = await balanceOf(usdc.address, devnetWalletAccount)
      const driver = await browser.open()
      try {
        const { quoted } = await swapJourney(driver, {
          appUrl: env('E2E_APP_URL'),
          usdcAddress: usdc.address,
          shortAccount: shortAddress(devnetWalletAccount),
        })
        expect(Number(quoted)).toBeGreaterThan(0)
        const received =
          (await balanceOf(usdc.address, devnetWalletAccount)) - before
        expect(received).toBeGreaterThan(0n)
        expect(await driver.consoleErrors()).toEqual([])
      } finally {
        await driver.close()
      }
    })

    test(`behavior: in ${browser.name}, the example partner page creates the widget and its frame quotes ETH → USDC, no console error`, async () => {
      const driver = await browser.open()
      try {
        const { quoted } = await widgetJourney(driver, {
          widgetHostUrl: env('E2E_WIDGET_HOST_URL'),
        })
        expect(Number(quoted)).toBeGreaterThan(0)
        expect(await driver.consoleErrors()).toEqual([])
      } finally {
        await driver.close()
      }
    })
  })
}
