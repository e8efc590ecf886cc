import type { Page } from '@playwright/test'
import { type RpcRelay, startRpcRelay } from '../harness/startRpcRelay.ts'
import {
  expectFormKept,
  sentRequests,
  signingRequests,
  waitOutTheAppsRetry,
} from './fixtures/faultChecks.ts'
import {
  type FaultyProxy,
  startFaultyProxy,
  watchPageProblems,
} from './fixtures/faultyProxy.ts'
import { clickMain, mainButton } from './fixtures/swapFlow.ts'
import {
  amountField,
  connectTestWallet,
  openSwapPage,
  type PickTokenParameters,
  panelBalance,
  pick,
  pickToken,
} from './fixtures/swapPage.ts'
import { env, expect, rpc, test } from './fixtures/test.ts'
import type { TestWallet } from './fixtures/testWallet.ts'

/**
 * The wallet's node (the page's RPC) fails: the balances and the allowance
 * say so instead of showing nothing or a zero, and come back by themselves
 * when the node answers; a pending swap is tracked to its receipt once the
 * node is back. The node's failure is a real HTTP server in front of anvil
 * that answers 503 while the test says so (test/harness/startRpcRelay.ts):
 * the app reads its RPC URLs from its proxy at run time, so these tests
 * serve the stack's build from a proxy of their own whose RPC_URLS names
 * the relay (and whose CSP allows it). The test wallet signs through anvil
 * directly, as a wallet has a node of its own.
 */

let relay: RpcRelay
let faulty: FaultyProxy

test.beforeAll(async () => {
  relay = await startRpcRelay(env('E2E_RPC_URL'))
  faulty = await startFaultyProxy({
    RPC_URLS: `31337=${relay.url},31338=${env('E2E_RPC_URL_B')}`,
  })
})

test.afterAll(async () => {
  await faulty?.close()
  await relay?.close()
})

test.beforeEach(() => relay.setFailing(false))

/** The app's waits before reading again after a failed read
 * (TOKEN_BALANCES_RETRY_MS in getTokenBalancesQueryOptions.ts,
 * ALLOWANCE_RETRY_MS in lifecycle/followSwapState.ts). */
const TOKEN_BALANCES_RETRY_MS = 5_000
const ALLOWANCE_RETRY_MS = 5_000
const UNAVAILABLE = "Balance unavailable — the network isn't answering"

async function openForm(
  page: Page,
  wallet: TestWallet,
  pair: { sell: PickTokenParameters | null; buy: PickTokenParameters },
  amount: string,
) {
  await openSwapPage(page, `${faulty.url}/`)
  await connectTestWallet(page, wallet.account.address)
  if (pair.sell) await pickToken(page, 'sell', pair.sell)
  await pickToken(page, 'buy', pair.buy)
  await amountField(page).fill(amount)
}

test('behavior: the node fails; the balances say they are unavailable, never zero, and come back by themselves', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  // The app's retries run on a clock the test moves (waitOutTheAppsRetry).
  await page.clock.install()
  relay.setFailing(true)
  await openForm(page, wallet, { sell: null, buy: pick.USDC }, '1.5')

  await expect(panelBalance(page, 'sell')).toHaveText(UNAVAILABLE)
  await expect(panelBalance(page, 'buy')).toHaveText(UNAVAILABLE)
  expect(relay.failedCount()).toBeGreaterThan(0)
  // The quote comes from the service, not the node: it still shows.
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()
  await expectFormKept(page, { sell: 'ETH', buy: 'USDC', amount: '1.5' })

  relay.setFailing(false)
  await waitOutTheAppsRetry(page, TOKEN_BALANCES_RETRY_MS, () =>
    expect(panelBalance(page, 'sell')).toHaveText(/^Balance: [\d,.]+ ETH/, {
      timeout: 1_000,
    }),
  )
  await expect(panelBalance(page, 'buy')).toHaveText(/^Balance: [\d,.]+ USDC/)
  await expectFormKept(page, { sell: 'ETH', buy: 'USDC', amount: '1.5' })
  expect(signingRequests(wallet)).toEqual([])
  expect(problems).toEqual([])
})

test('behavior: the node fails when the allowance is read; the approval step says so and comes back by itself', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  await page.clock.install()
  await openForm(page, wallet, { sell: pick.USDC, buy: pick.DAI }, '100')
  await expect(panelBalance(page, 'sell')).toHaveText(/^Balance: [\d,.]+ USDC/)

  relay.setFailing(true)
  await clickMain(page, 'Approve USDC, then swap')
  await expect(
    page.getByText(
      "Your USDC allowance could not be read — the network isn't answering. Trying again by itself…",
    ),
  ).toBeVisible({ timeout: 10_000 })
  await expectFormKept(page, { sell: 'USDC', buy: 'DAI', amount: '100' })
  expect(signingRequests(wallet)).toEqual([])

  relay.setFailing(false)
  await waitOutTheAppsRetry(page, ALLOWANCE_RETRY_MS, () =>
    expect(mainButton(page)).toHaveText('Approve USDC', { timeout: 1_000 }),
  )
  await expect(page.getByText(/allowance could not be read/)).toBeHidden()
  await expectFormKept(page, { sell: 'USDC', buy: 'DAI', amount: '100' })
  expect(signingRequests(wallet)).toEqual([])
  expect(problems).toEqual([])
})

test('behavior: the node fails while the swap is pending; when it is back the swap is tracked to its receipt', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  await openForm(page, wallet, { sell: null, buy: pick.USDC }, '0.3')
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  const activity = page.getByRole('region', { name: 'Activity' })
  await rpc('evm_setAutomine', [false])
  try {
    await clickMain(page, 'Swap')
    await expect(activity).toContainText('Pending')
    relay.setFailing(true)
    const failedBefore = relay.failedCount()
    await rpc('evm_mine')
    // The page kept asking while the node failed, and still says pending.
    await expect
      .poll(() => relay.failedCount())
      .toBeGreaterThan(failedBefore + 2)
    await expect(activity).toContainText('Pending')
    relay.setFailing(false)
    await expect(activity).toContainText('Confirmed', { timeout: 10_000 })
  } finally {
    await rpc('evm_setAutomine', [true])
  }
  expect(sentRequests(wallet)).toHaveLength(1)
  expect(problems).toEqual([])
})
