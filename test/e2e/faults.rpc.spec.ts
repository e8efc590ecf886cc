import { watchPageProblems } from './fixtures/faultyProxy.ts'
import { clickMain, mainButton, openPair } from './fixtures/swapFlow.ts'
import { pick } from './fixtures/swapPage.ts'
import { env, expect, rpc, test } from './fixtures/test.ts'

/**
 * The node stops answering the page while its swap is pending, and the
 * swap is mined meanwhile: once the node answers again the page finds the
 * receipt by itself. The outage is the page's requests to the node refused
 * in the browser (`page.route`): the built app's RPC URL is fixed, so a
 * proxy in between cannot be put there without a build of its own.
 */

test('behavior: the node goes away while the swap is pending; when it is back the swap is tracked to its receipt', async ({
  page,
  wallet,
}) => {
  const problems = watchPageProblems(page)
  await openPair(page, {
    address: wallet.account.address,
    sell: null,
    buy: pick.USDC,
    amount: '0.3',
  })
  await clickMain(page, 'Review swap')
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 20_000 })
  const activity = page.getByRole('region', { name: 'Activity' })
  const rpcUrl = `${env('E2E_RPC_URL')}/**`
  await rpc('evm_setAutomine', [false])
  try {
    await clickMain(page, 'Swap')
    await expect(activity).toContainText('Pending')
    const refused: string[] = []
    await page.route(rpcUrl, (route) => {
      refused.push(route.request().url())
      return route.abort('connectionrefused')
    })
    await rpc('evm_mine')
    // The page kept asking while the node was away, and still says pending.
    await expect.poll(() => refused.length).toBeGreaterThan(2)
    await expect(activity).toContainText('Pending')
    await page.unroute(rpcUrl)
    await expect(activity).toContainText('Confirmed', { timeout: 30_000 })
  } finally {
    await rpc('evm_setAutomine', [true])
  }
  expect(
    wallet.requests.filter((method) => method === 'eth_sendTransaction'),
  ).toHaveLength(1)
  expect(problems).toEqual([])
})
