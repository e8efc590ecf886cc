import { type Address, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devPrivateKeys } from '../../devnet/devAccounts.ts'
import {
  type DriverTestWallet,
  installDriverTestWallet,
} from './fixtures/driverTestWallet.ts'
import { openFirefoxDriver } from './fixtures/firefoxDriver.ts'
import {
  type JourneyDriver,
  NATIVE,
  SWAP_JOURNEY_AMOUNT,
  swapJourney,
  widgetJourney,
} from './fixtures/journey.ts'
import { balanceOf } from './fixtures/swapFlow.ts'
import {
  findToken,
  listTokens,
  referenceQuote,
  shortAddress,
} from './fixtures/swapPage.ts'
import {
  devnetBChain,
  devnetChain,
  env,
  expect,
  test,
} from './fixtures/test.ts'
import { openWebKitDriver } from './fixtures/webKitDriver.ts'

/**
 * The smoke journeys beyond Chromium, on the same stack as every browser
 * test (globalSetup): Debian's Firefox ESR over WebDriver BiDi and
 * WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb. No page of
 * Playwright's own is opened; each test starts its browser and closes it.
 * The swap is signed by the strict injected test wallet the Chromium specs
 * use (testWallet.ts), its requests carried over the WebDriver session
 * (driverTestWallet.ts): it signs only what the page asks, from its own
 * account, on its own chain.
 */

const fail = (why: string): never => {
  throw new Error(why)
}

const browsers: {
  name: string
  open: () => Promise<JourneyDriver & { close: () => Promise<void> }>
}[] = [
  { name: 'Firefox', open: openFirefoxDriver },
  { name: 'WebKit', open: openWebKitDriver },
]

/** The strict test wallet's account: anvil #1, as in the Chromium specs. */
const walletKey = devPrivateKeys[1] as Hex
const walletAccount: Address = privateKeyToAccount(walletKey).address

for (const browser of browsers) {
  test.describe(browser.name, () => {
    test(`behavior: in ${browser.name}, the strict test wallet connects, ETH → USDC is quoted and swapped, exactly the quoted USDC arrives, no console error`, async () => {
      const usdc = findToken(await listTokens(), 'USDC')
      const before = await balanceOf(usdc.address, walletAccount)
      const driver = await browser.open()
      let wallet: DriverTestWallet | null = null
      let expectedWei: bigint | null = null
      try {
        const { quoted } = await swapJourney(driver, {
          appUrl: env('E2E_APP_URL'),
          usdcAddress: usdc.address,
          shortAccount: shortAddress(walletAccount),
          walletName: 'Test Wallet',
          onOpened: async () => {
            wallet = await installDriverTestWallet(driver, {
              privateKey: walletKey,
              chains: [
                { chain: devnetChain, rpcUrl: env('E2E_RPC_URL') },
                { chain: devnetBChain, rpcUrl: env('E2E_RPC_URL_B') },
              ],
            })
          },
          // The chain holds still from here to the swap (this worker's
          // devnet, nothing else sending): the reference service's figure
          // for the same inputs now is exactly what the swap must deliver.
          beforeSwap: async () => {
            const reference = await referenceQuote('partner', {
              src: NATIVE,
              dst: usdc.address,
              amount: parseEther(SWAP_JOURNEY_AMOUNT).toString(),
              payer: walletAccount,
              recipient: walletAccount,
              slippage: '0.5',
            })
            expectedWei = BigInt(reference.dstAmount)
          },
        })
        expect(Number(quoted)).toBeGreaterThan(0)
        const signed: DriverTestWallet = wallet ?? fail('no wallet')
        // The strict wallet signed the swap, and only it: one transaction.
        expect(signed.requests).toEqual(['eth_sendTransaction'])
        const received = (await balanceOf(usdc.address, walletAccount)) - before
        expect(received).toBe(expectedWei ?? fail('no reference quote'))
        expect(await driver.consoleErrors()).toEqual([])
      } finally {
        await (wallet as DriverTestWallet | null)?.close()
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
