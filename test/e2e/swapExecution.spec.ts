import type { Page, Request } from '@playwright/test'
import { createWalletClient, erc20Abi, type Hex, http, maxUint256 } from 'viem'
import {
  allowanceOf,
  balanceOf,
  chooseUnlimitedApprovals,
  clickMain,
  type ExecutionReportSeen,
  mainButton,
  openPair,
  receivedLine,
  routerOf,
  swapProgress,
  swapSuccessLine,
} from './fixtures/swapFlow.ts'
import {
  amountField,
  DEVNET_CHAIN_ID,
  findToken,
  listTokens,
  pick,
} from './fixtures/swapPage.ts'
import {
  aggregator,
  devnetChain,
  env,
  expect,
  rpc,
  test,
} from './fixtures/test.ts'

/**
 * The swap, signed for real by the injected test wallet on the devnet,
 * through the proxy and the reference aggregator: approval then re-quote,
 * guards, tracking, receipt and reports.
 */

async function reports() {
  const body = await aggregator<{ reports: ExecutionReportSeen[] }>(
    '/__devnet/executions',
  )
  return body.reports
}

function recordPaths(page: Page) {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(request)
  })
  return seen
}

const pathOf = (request: Request) => new URL(request.url()).pathname

test('behavior: ERC-20 → ERC-20 with exact approval, re-quote, swap, receipt and reports', async ({
  page,
  wallet,
}) => {
  const tokens = await listTokens()
  const usdc = findToken(tokens, 'USDC')
  const dai = findToken(tokens, 'DAI')
  const router = await routerOf(DEVNET_CHAIN_ID)
  const me = wallet.account.address
  const daiBefore = await balanceOf(dai.address, me)
  const requests = recordPaths(page)

  await openPair(page, {
    address: me,
    sell: pick.USDC,
    buy: pick.DAI,
    amount: '100',
  })
  await clickMain(page, 'Approve USDC, then swap')
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })

  // Exact approval: the allowance is the sell amount, no more, to the
  // router; the approval was built in the page, never asked of the service.
  expect(await allowanceOf(usdc.address, me, router)).toBe(100_000_000n)
  expect(requests.filter((r) => pathOf(r).includes('/approve/'))).toEqual([])
  // Two quotes: the one on screen (Review took it, no request of its own)
  // and one after the approval (spec: refresh after any), which names the
  // quote the flow began with for the proxy (X-Swap-Flow).
  const quotes = requests.filter(
    (r) => pathOf(r) === `/api/partner/v1/${DEVNET_CHAIN_ID}/quote`,
  )
  expect(quotes).toHaveLength(2)
  const [shown, requote] = quotes as [Request, Request]
  const shownAnswer = await shown.response()
  if (!shownAnswer) throw new Error('the quote on screen had no answer')
  const { quoteId: shownQuoteId } = (await shownAnswer.json()) as {
    quoteId: string
  }
  expect(shown.headers()['x-swap-flow']).toBeUndefined()
  expect(requote.headers()['x-swap-flow']).toBe(shownQuoteId)

  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  // The success state: a check, the amounts line with both logos, the
  // explorer as a button; the spent quote's details are gone.
  await expect(
    swapProgress(page).locator('.swap-success-check svg'),
  ).toBeVisible()
  await expect(swapSuccessLine(page)).toHaveText(receivedLine('DAI'))
  await expect(
    swapProgress(page).locator('.swap-success-logos .token-logo'),
  ).toHaveCount(2)
  const explorer = swapProgress(page).getByRole('link', {
    name: 'View transaction',
  })
  await expect(explorer).toHaveAttribute('href', /\/tx\/0x[0-9a-f]{64}$/)
  await expect(explorer).toHaveClass(/\bbutton-secondary\b/)
  await expect(page.getByRole('region', { name: 'Quote details' })).toHaveCount(
    0,
  )
  await expect(page.locator('.quote-details')).toHaveCount(0)
  await expect(page.getByText(/\bvalid\b.*\bmore\b/i)).toHaveCount(0)
  expect(await balanceOf(dai.address, me)).toBeGreaterThan(daiBefore)
  expect(
    wallet.requests.filter((m) => m === 'eth_sendTransaction'),
  ).toHaveLength(2)

  await expect
    .poll(async () => (await reports()).map((r) => r.status))
    .toEqual(['SUBMITTED', 'CONFIRMED'])
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
    'Confirmed',
  )
})

test('behavior: unlimited approval when chosen in settings', async ({
  page,
  wallet,
}) => {
  const tokens = await listTokens()
  const usdc = findToken(tokens, 'USDC')
  const router = await routerOf(DEVNET_CHAIN_ID)
  const me = wallet.account.address
  await chooseUnlimitedApprovals(page)
  await openPair(page, {
    address: me,
    sell: pick.USDC,
    buy: pick.DAI,
    amount: '5',
  })
  await clickMain(page, 'Approve USDC, then swap')
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  expect(await allowanceOf(usdc.address, me, router)).toBe(maxUint256)
})

test('behavior: native → ERC-20 needs no approval; a double click sends once', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  await openPair(page, {
    address: me,
    sell: null,
    buy: pick.USDC,
    amount: '0.5',
  })
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  await expect(mainButton(page)).toBeEnabled()
  // An impatient double click on the one press still sends one transaction.
  await mainButton(page).dblclick()
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  await expect(swapSuccessLine(page)).toHaveText(receivedLine('USDC'))
  expect(
    wallet.requests.filter((m) => m === 'eth_sendTransaction'),
  ).toHaveLength(1)
})

test('behavior: the user rejects the approval, then the swap; the page stays usable', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  await openPair(page, {
    address: me,
    sell: pick.USDC,
    buy: pick.DAI,
    amount: '3',
  })
  wallet.decideNext('reject')
  await clickMain(page, 'Approve USDC, then swap')
  await expect(page.getByText(/You cancelled the approval/)).toBeVisible()
  await clickMain(page, 'Approve USDC')
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  wallet.decideNext('reject')
  await clickMain(page, 'Swap')
  await expect(page.getByText(/You cancelled the swap/)).toBeVisible()
  await expect(
    page.getByRole('textbox', { name: 'Amount to sell' }),
  ).toBeEnabled()
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
})

test('behavior: the wallet errs (-32603, not a refusal) when asked to swap: the page says so in words, nothing is sent, the form is kept, and Try again swaps', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  const nonceBefore = await rpc<Hex>('eth_getTransactionCount', [me, 'latest'])
  await openPair(page, {
    address: me,
    sell: null,
    buy: pick.USDC,
    amount: '0.2',
  })
  wallet.decideNext('fail')
  await clickMain(page, 'Swap')
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Something went wrong: An internal error was received.',
    }),
  ).toBeVisible()
  await expect(page.getByText(/You cancelled/)).toHaveCount(0)
  expect(await rpc<Hex>('eth_getTransactionCount', [me, 'latest'])).toBe(
    nonceBefore,
  )
  await expect(amountField(page)).toHaveValue('0.2')
  await expect(amountField(page)).toBeEnabled()
  await clickMain(page, 'Try again')
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
})

test('behavior: a tampered tx.to is refused before the wallet is asked', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  await page.route(
    `**/api/partner/v1/${DEVNET_CHAIN_ID}/quote*`,
    async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.tx.to = '0x000000000000000000000000000000000000dEaD'
      await route.fulfill({ response, json: body })
    },
  )
  await openPair(page, {
    address: me,
    sell: null,
    buy: pick.USDC,
    amount: '0.1',
  })
  await clickMain(page, 'Swap')
  await expect(
    page.getByText(/Stopped before your wallet was asked/),
  ).toBeVisible()
  await expect(swapProgress(page)).toContainText('swap router address')
  expect(wallet.requests).not.toContain('eth_sendTransaction')
})

test('behavior: a registry naming another router is refused before the approval reaches the wallet', async ({
  page,
  wallet,
}) => {
  // The approval is built in the page (approve(the pinned router, amount)),
  // so no answer carries a spender any more; the one thing on the wire that
  // names the router is the chain registry.
  const me = wallet.account.address
  await page.route('**/api/partner/v1/chains', async (route) => {
    const response = await route.fetch()
    const chains = (await response.json()) as {
      chainId: number
      routerAddress: string
    }[]
    for (const chain of chains) {
      if (chain.chainId === DEVNET_CHAIN_ID) {
        chain.routerAddress = '0x000000000000000000000000000000000000dEaD'
      }
    }
    await route.fulfill({ response, json: chains })
  })
  await openPair(page, {
    address: me,
    sell: pick.USDC,
    buy: pick.DAI,
    amount: '2',
  })
  await clickMain(page, 'Approve USDC, then swap')
  await expect(
    page.getByText(/Stopped before your wallet was asked/),
  ).toBeVisible()
  await expect(swapProgress(page)).toContainText('swap router address')
  expect(wallet.requests).not.toContain('eth_sendTransaction')
})

test('behavior: a USDT-like token with a leftover allowance is reset to zero, then approved', async ({
  page,
  wallet,
}) => {
  const tokens = await listTokens()
  const usdt = findToken(tokens, 'USDT')
  const router = await routerOf(DEVNET_CHAIN_ID)
  const me = wallet.account.address
  const client = createWalletClient({
    account: wallet.account,
    chain: devnetChain,
    transport: http(env('E2E_RPC_URL')),
  })
  await client.writeContract({
    address: usdt.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [router, 1n],
  })
  await openPair(page, {
    address: me,
    sell: { query: 'USDT', option: /^USDT Tether USD\b/, symbol: 'USDT' },
    buy: pick.USDC,
    amount: '10',
  })
  // The first press goes on to the reset, then the approval, by itself.
  await clickMain(page, 'Approve USDT, then swap')
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(
    wallet.requests.filter((m) => m === 'eth_sendTransaction'),
  ).toHaveLength(3)
  expect(await allowanceOf(usdt.address, me, router)).toBe(0n)
})

test('behavior: a high price impact needs an explicit confirmation, ticked before the first press and asked no more', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  await openPair(page, {
    address: me,
    sell: null,
    buy: pick.USDC,
    amount: '600',
  })
  const button = mainButton(page)
  await expect(button).toContainText(/You lose about \d+% to price impact/, {
    timeout: 10_000,
  })
  await expect(button).toBeDisabled()
  await page
    .getByRole('checkbox', { name: /^I understand I lose about/ })
    .check()
  // Ticked before the first press: that press signs, with no second one.
  await clickMain(page, /^Swap/)
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
})
