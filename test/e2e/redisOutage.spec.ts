import { startRedisServer } from '../../server/testing/startRedisServer.ts'
import { sentRequests } from './fixtures/faultChecks.ts'
import {
  type FaultyProxy,
  startFaultyProxy,
  watchPageProblems,
} from './fixtures/faultyProxy.ts'
import {
  clickMain,
  type ExecutionReportSeen,
  mainButton,
  swapProgress,
} from './fixtures/swapFlow.ts'
import {
  amountField,
  connectTestWallet,
  openSwapPage,
  pick,
  pickToken,
} from './fixtures/swapPage.ts'
import { aggregator, expect, test } from './fixtures/test.ts'

/**
 * Issue 38 in a browser: the page is served by a proxy of the tests' own
 * that keeps its budget, cache and quote ids in a real redis-server
 * (REDIS_URL, through startFaultyProxy's environment; its upstream passes
 * everything to the reference aggregator). Redis is killed while the page
 * is open, before the swap begins: the proxy runs on its own share of the
 * budget, and the whole swap (review, approval, the re-quote that
 * continues the flow, signing, both reports) completes as it would have.
 */

let redis: Awaited<ReturnType<typeof startRedisServer>>
let proxy: FaultyProxy

test.beforeAll(async () => {
  redis = await startRedisServer()
  proxy = await startFaultyProxy({
    REDIS_URL: redis.url,
    // why: the proxy's own default queue deadline, not the fault tests'
    // 0, so a request waits for its slot as it would in production (no
    // wait of the test's own).
    UPSTREAM_QUEUE_DEADLINE_MS: '12000',
  })
})

test.afterAll(async () => {
  await proxy?.close()
  redis?.stop()
})

type StoreHealth = { mode: string; since: string }

async function storeHealth() {
  const response = await fetch(`${proxy.url}/healthz`)
  return ((await response.json()) as { store: StoreHealth }).store
}

test('behavior: Redis killed while the page is open: a swap with an approval still completes, reports included', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  const apiStatuses: number[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) {
      apiStatuses.push(response.status())
    }
  })
  await openSwapPage(page, `${proxy.url}/`)
  await connectTestWallet(page, wallet.account.address)
  await pickToken(page, 'sell', pick.USDC)
  await pickToken(page, 'buy', pick.DAI)
  await amountField(page).fill('100')
  await expect(mainButton(page)).toHaveText('Approve USDC, then swap')
  expect((await storeHealth()).mode).toBe('shared')

  const killedAtMs = Date.now()
  await redis.kill()
  await clickMain(page, 'Approve USDC, then swap')
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(sentRequests(wallet)).toEqual([
    'eth_sendTransaction',
    'eth_sendTransaction',
  ])
  // Both reports reached the service: the quote id the flow began with was
  // known to the proxy apart from Redis.
  await expect
    .poll(async () => {
      const { reports } = await aggregator<{
        reports: ExecutionReportSeen[]
      }>('/__devnet/executions')
      return reports.map((report) => report.status)
    })
    .toEqual(['SUBMITTED', 'CONFIRMED'])

  const apart = await storeHealth()
  expect(apart.mode).toBe('local')
  expect(Date.parse(apart.since)).toBeGreaterThanOrEqual(killedAtMs)
  // Not one /api answer was the 503 of a proxy that stops with its store.
  expect(apiStatuses.filter((status) => status >= 500)).toEqual([])
  expect(problems).toEqual([])

  // Redis back (empty): the proxy returns to the shared window by itself.
  await redis.restart()
  await expect.poll(async () => (await storeHealth()).mode).toBe('shared')
})
