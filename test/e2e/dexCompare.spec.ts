import type { Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  isAddressEqual,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devPrivateKeys } from '../../devnet/devAccounts.ts'
import { SINGLE_POOL_SWAP_GAS } from '../../src/features/compare/model/singlePoolSwapGas.ts'
import {
  connectTestWallet,
  DEVNET_CHAIN_ID,
  findToken,
  listTokens,
  proxyLogSince,
  recordQuoteRequests,
  searchOf,
} from './fixtures/swapPage.ts'
import { aggregator, devnetChain, env, expect, test } from './fixtures/test.ts'

/**
 * The comparison panel on the devnet: its figures are the reference
 * service's, the aggregator figure is what the chain pays, a trade where one
 * pool is as good says so, and a closed panel costs no upstream request.
 */

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

type DexCompare = {
  akkaQuote: string
  pools: { poolAddress: Address; amountOut: string }[]
}

async function openPair(page: Page, to: Address, amountEth: string) {
  const search = new URLSearchParams({
    chain: String(DEVNET_CHAIN_ID),
    from: NATIVE,
    to,
    amount: amountEth,
  })
  await page.goto(`/?${search}`)
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()
}

const toggle = (page: Page) =>
  page.getByRole('button', { name: 'Compare with single pools' })

const panel = (page: Page) =>
  page.getByRole('region', { name: 'Single-pool comparison' })

/** Resolves once the page has painted twice more, so the effects of the
 * render on screen now have run and sent any request they start. */
const afterTwoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )

/** The exact raw amount a figure carries in its <data value>. */
async function figureValue(page: Page, name: string) {
  const value = await panel(page)
    .getByRole('figure', { name, exact: true })
    .locator('data')
    .first()
    .getAttribute('value')
  if (value === null) throw new Error(`figure ${name} has no value`)
  return value
}

test('behavior: the closed panel costs no request; opening it asks once', async ({
  page,
}) => {
  const usdt = findToken(await listTokens(), 'USDT')
  const log = proxyLogSince()
  await openPair(page, usdt.address, '10')
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  const compareCalls = () =>
    log().filter((line) => line.endpoint === 'dexCompare')
  expect(compareCalls()).toEqual([])

  await toggle(page).click()
  await expect(
    panel(page).getByRole('figure', { name: 'Difference', exact: true }),
  ).toBeVisible()
  expect(compareCalls()).toHaveLength(1)
})

test('behavior: with a wallet connected, the open panel shows the indicative quote’s route; closed, it asks for neither', async ({
  page,
  wallet,
}) => {
  const usdt = findToken(await listTokens(), 'USDT')
  const all = recordQuoteRequests(page)
  await openPair(page, usdt.address, '10')
  const partnerAnswered = page.waitForEvent('requestfinished', (request) =>
    new URL(request.url()).pathname.startsWith('/api/partner/'),
  )
  await connectTestWallet(page, wallet.account.address)
  await partnerAnswered
  await expect(page.getByText(/^Refreshes in /)).toBeVisible()

  const log = proxyLogSince()
  const requests = recordQuoteRequests(page)
  // A closed panel that asked anyway would ask in the render that shows the
  // executable quote (it has no route): let that render's effects run.
  await afterTwoFrames(page)
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  expect(requests.swap).toEqual([])
  expect(log().filter((line) => line.endpoint === 'dexCompare')).toEqual([])

  await toggle(page).click()
  await expect(
    panel(page).getByRole('heading', {
      name: 'Aggregator route (indicative quote)',
    }),
  ).toBeVisible()
  await expect(panel(page).locator('.compare-routes li').first()).toBeVisible()
  await expect(panel(page)).not.toContainText('does not describe its route')
  // One indicative quote at most once open (it may still be cached from
  // before the wallet connected), and at least one in the whole test, the
  // route's source: every one for exactly the executable quote's inputs.
  expect(requests.swap.length).toBeLessThanOrEqual(1)
  expect(all.swap.length).toBeGreaterThanOrEqual(1)
  for (const request of all.swap) {
    const { src, dst, ...rest } = searchOf(request)
    expect(isAddressEqual(src as Address, NATIVE)).toBe(true)
    expect(isAddressEqual(dst as Address, usdt.address)).toBe(true)
    expect(rest).toMatchObject({
      amount: parseEther('10').toString(),
      includeRoutes: 'true',
      includeTokensInfo: 'true',
    })
  }
  // The proxy logs a request once its answer is back, which the route (from
  // the indicative quote) does not wait for.
  await expect
    .poll(() => log().filter((line) => line.endpoint === 'dexCompare'))
    .toHaveLength(1)
})

test('behavior: where the split wins, the figures are the service’s and the chain pays them', async ({
  page,
}) => {
  const usdt = findToken(await listTokens(), 'USDT')
  const amountWei = parseEther('10')
  await openPair(page, usdt.address, '10')
  await toggle(page).click()
  await expect(panel(page).getByText(/^The aggregator pays /)).toBeVisible()

  const reference = await aggregator<DexCompare>(
    `/swap/v1/${DEVNET_CHAIN_ID}/dex-compare?${new URLSearchParams({
      src: NATIVE,
      dst: usdt.address,
      amount: String(amountWei),
    })}`,
  )
  const best = reference.pools[0]
  if (!best) throw new Error('the reference returned no pools')
  expect(await figureValue(page, 'Aggregator output')).toBe(reference.akkaQuote)
  expect(await figureValue(page, 'Best single pool output')).toBe(
    best.amountOut,
  )
  expect(BigInt(await figureValue(page, 'Difference'))).toBe(
    BigInt(reference.akkaQuote) - BigInt(best.amountOut),
  )
  expect(BigInt(reference.akkaQuote)).toBeGreaterThan(BigInt(best.amountOut))

  // Net of fees: both fees at one gas price, the single pool's at the
  // devnet router's one-pool gas, the route's at the quote's larger gas;
  // a 10 ETH split gains far more than its extra fee.
  const poolFeeWei = BigInt(await figureValue(page, 'Single pool network fee'))
  const routeFeeWei = BigInt(await figureValue(page, 'Aggregator network fee'))
  expect(poolFeeWei % SINGLE_POOL_SWAP_GAS).toBe(0n)
  const gasPriceWei = poolFeeWei / SINGLE_POOL_SWAP_GAS
  expect(gasPriceWei).toBeGreaterThan(0n)
  expect(routeFeeWei % gasPriceWei).toBe(0n)
  expect(routeFeeWei / gasPriceWei).toBeGreaterThan(SINGLE_POOL_SWAP_GAS)
  await expect(
    panel(page).getByText(/^Routing gains \$[\d,.]+ after network fees\.$/),
  ).toBeVisible()

  // Execute the same trade from another dev account, built by the service:
  // the chain pays exactly the panel's aggregator figure.
  const account = privateKeyToAccount(devPrivateKeys[2] as Hex)
  const transport = http(env('E2E_RPC_URL'))
  const client = createPublicClient({ chain: devnetChain, transport })
  const wallet = createWalletClient({ account, chain: devnetChain, transport })
  const swap = await aggregator<{
    tx: { to: Address; data: Hex; value: string; gas: string | number }
  }>(
    `/swap/v1/${DEVNET_CHAIN_ID}/swap?${new URLSearchParams({
      src: NATIVE,
      dst: usdt.address,
      amount: String(amountWei),
      from: account.address,
      slippage: '0.5',
    })}`,
  )
  const balanceOf = () =>
    client.readContract({
      address: usdt.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
  const before = await balanceOf()
  const hash = await wallet.sendTransaction({
    to: swap.tx.to,
    data: swap.tx.data,
    value: BigInt(swap.tx.value),
    gas: BigInt(swap.tx.gas),
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(String((await balanceOf()) - before)).toBe(
    await figureValue(page, 'Aggregator output'),
  )
})

test('behavior: where one pool is as good as the route, the panel says so', async ({
  page,
}) => {
  const usdt = findToken(await listTokens(), 'USDT')
  await openPair(page, usdt.address, '0.001')
  await toggle(page).click()
  await expect(
    panel(page).getByText(
      'A single pool pays as much as the aggregator: routing gains nothing on this trade.',
    ),
  ).toBeVisible()
  expect(await figureValue(page, 'Aggregator output')).toBe(
    await figureValue(page, 'Best single pool output'),
  )
})
