import type { Page } from '@playwright/test'
import { type Address, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devPrivateKeys } from '../../devnet/devAccounts.ts'
import { REPORTS_STORAGE_KEY } from '../../src/features/swap/reports/reportsStorageKey.ts'
import { movePool, sendPoolMove } from './fixtures/movePool.ts'
import {
  clickMain,
  type ExecutionReportSeen,
  mainButton,
  openPair,
  receivedLine,
  swapProgress,
  swapSuccessLine,
} from './fixtures/swapFlow.ts'
import { DEVNET_CHAIN_ID, openSwapPage, pick } from './fixtures/swapPage.ts'
import {
  aggregator,
  devnetChain,
  env,
  expect,
  rpc,
  test,
} from './fixtures/test.ts'

/**
 * What happens after the signature: an on-chain revert, a transaction
 * replaced in the wallet, and a reload while the swap is pending.
 */

async function reports() {
  const body = await aggregator<{ reports: ExecutionReportSeen[] }>(
    '/__devnet/executions',
  )
  return body.reports
}

async function usdcAddress(): Promise<Address> {
  const body = await aggregator<{
    tokens: Record<
      string,
      { address: Address; symbol: string; verified: boolean }
    >
  }>(`/${DEVNET_CHAIN_ID}/tokens?limit=1000`)
  const token = Object.values(body.tokens).find(
    (t) => t.symbol === 'USDC' && t.verified,
  )
  if (!token) throw new Error('no USDC')
  return token.address
}

test('behavior: ERC-20 → native swaps and shows the ETH received', async ({
  page,
  wallet,
}) => {
  await openPair(page, {
    address: wallet.account.address,
    sell: null,
    buy: pick.USDC,
    amount: '1',
  })
  // Flip to USDC → ETH.
  await page
    .getByRole('button', { name: 'Swap the tokens you sell and buy' })
    .click()
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('250')
  await clickMain(page, /^Approve USDC, then swap$/)
  await clickMain(page, 'Swap')
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
  ).toBeVisible({ timeout: 10_000 })
  await expect(swapSuccessLine(page)).toHaveText(receivedLine('ETH'))
})

test('behavior: the pool moves before the checks: our own simulation refuses, the wallet is never asked', async ({
  page,
  wallet,
}) => {
  const usdc = await usdcAddress()
  await openPair(page, {
    address: wallet.account.address,
    sell: null,
    buy: pick.USDC,
    amount: '5',
  })
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  await movePool(usdc)
  await clickMain(page, 'Swap')
  const hint = page.getByText(/Stopped before your wallet was asked/)
  await expect(hint).toBeVisible({ timeout: 10_000 })
  await expect(hint).toContainText(
    'Our own simulation of this exact transaction fails',
  )
  expect(wallet.requests).not.toContain('eth_sendTransaction')
})

test('behavior: the pool moves after signing, in the same block: REVERTED on chain, reported, only gas lost', async ({
  page,
  wallet,
}) => {
  const usdc = await usdcAddress()
  await openPair(page, {
    address: wallet.account.address,
    sell: null,
    buy: pick.USDC,
    amount: '5',
  })
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  await rpc('evm_setAutomine', [false])
  try {
    await clickMain(page, 'Swap')
    await expect(mainButton(page)).toHaveText('Swapping…')
    await expect
      .poll(() => pendingOf(wallet.account.address).then(() => true), {
        timeout: 10_000,
      })
      .toBe(true)
    await sendPoolMove(usdc)
    await rpc('evm_mine')
  } finally {
    await rpc('evm_setAutomine', [true])
  }
  await expect(
    swapProgress(page).getByRole('heading', { name: 'Swap failed' }),
  ).toBeVisible({ timeout: 10_000 })
  await expect(page.getByText(/The swap failed on-chain/)).toContainText(
    'price moved',
  )
  await expect
    .poll(async () => (await reports()).map((r) => r.status))
    .toEqual(['SUBMITTED', 'REVERTED'])
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
    'Failed',
  )
  expect(
    wallet.requests.filter((method) => method === 'eth_sendTransaction'),
  ).toHaveLength(1)
})

type PoolTx = {
  hash: Hex
  nonce: Hex
  to: Address
  input: Hex
  value: Hex
  gas: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

async function pendingOf(address: Address): Promise<PoolTx> {
  const pool = await rpc<{ pending: Record<string, Record<string, PoolTx>> }>(
    'txpool_content',
  )
  const mine = Object.entries(pool.pending).find(
    ([from]) => from.toLowerCase() === address.toLowerCase(),
  )?.[1]
  const tx = mine ? Object.values(mine)[0] : undefined
  if (!tx) throw new Error('no pending transaction')
  return tx
}

type RpcCall = { id: number; method: string; params?: unknown[] }
type RpcAnswer = { id: number; result?: unknown }

/**
 * Hashes the current document has fetched from the node as transactions
 * (eth_getTransactionByHash answered with one), read from the page's own
 * JSON-RPC traffic (single or batched). viem's receipt wait notices a
 * replacement only once it holds the original transaction, so tests replace
 * or mine after this, not after a guessed delay. Cleared on navigation: a
 * reloaded page must fetch again.
 */
function recordFetchedTransactions(page: Page) {
  const fetched = new Set<string>()
  const rpcOrigin = new URL(env('E2E_RPC_URL')).origin
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) fetched.clear()
  })
  page.on('requestfinished', async (request) => {
    if (new URL(request.url()).origin !== rpcOrigin) return
    const calls = [request.postDataJSON() as RpcCall | RpcCall[]].flat()
    const lookups = calls.filter(
      (call) => call.method === 'eth_getTransactionByHash',
    )
    if (lookups.length === 0) return
    // A response of a document since navigated away from has no body left:
    // that document's lookups no longer count.
    const body = (await (await request.response())?.json().catch(() => null)) as
      | RpcAnswer
      | RpcAnswer[]
      | null
    const answers = body ? [body].flat() : []
    for (const call of lookups) {
      const answer = answers.find((a) => a.id === call.id)
      if (answer?.result) fetched.add(String(call.params?.[0]).toLowerCase())
    }
  })
  return {
    has: (hash: Hex) => fetched.has(hash.toLowerCase()),
  }
}

/** What a wallet's "speed up" does: same nonce and call, higher fee. */
async function speedUp(tx: PoolTx) {
  const client = createWalletClient({
    account: privateKeyToAccount(devPrivateKeys[1] as Hex),
    chain: devnetChain,
    transport: http(env('E2E_RPC_URL')),
  })
  const bump = (v: Hex | undefined) => (v ? BigInt(v) * 2n : undefined)
  return client.sendTransaction({
    to: tx.to,
    data: tx.input,
    value: BigInt(tx.value),
    gas: BigInt(tx.gas),
    nonce: Number(tx.nonce),
    ...(tx.maxFeePerGas
      ? {
          maxFeePerGas: bump(tx.maxFeePerGas),
          maxPriorityFeePerGas: bump(tx.maxPriorityFeePerGas) ?? 1n,
        }
      : { gasPrice: bump(tx.gasPrice) }),
  } as Parameters<typeof client.sendTransaction>[0])
}

test('behavior: a transaction replaced in the wallet is followed to its replacement', async ({
  page,
  wallet,
}) => {
  await openPair(page, {
    address: wallet.account.address,
    sell: null,
    buy: pick.USDC,
    amount: '0.2',
  })
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  await rpc('evm_setAutomine', [false])
  try {
    const fetched = recordFetchedTransactions(page)
    await clickMain(page, 'Swap')
    await expect(mainButton(page)).toHaveText('Swapping…')
    const original = await pendingOf(wallet.account.address)
    await expect.poll(() => fetched.has(original.hash)).toBe(true)
    const replacement = await speedUp(original)
    await rpc('evm_mine')
    await expect(
      swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
    ).toBeVisible({ timeout: 10_000 })
    await expect(
      swapProgress(page).getByRole('link', { name: 'View transaction' }),
    ).toHaveAttribute('href', new RegExp(`${replacement}$`))
  } finally {
    await rpc('evm_setAutomine', [true])
  }
})

test('behavior: reloading while the swap is pending resumes tracking', async ({
  page,
  wallet,
}) => {
  await openPair(page, {
    address: wallet.account.address,
    sell: null,
    buy: pick.USDC,
    amount: '0.3',
  })
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  await rpc('evm_setAutomine', [false])
  try {
    const fetched = recordFetchedTransactions(page)
    await clickMain(page, 'Swap')
    const activity = page.getByRole('region', { name: 'Activity' })
    await expect(activity).toContainText('Pending')
    const { hash } = await pendingOf(wallet.account.address)
    // The SUBMITTED report is sent as the swap goes out. Reloading while
    // its request is in flight would send it again after the reload (kept
    // until sent: at least once, by design); what this test is about is the
    // outcome, so the reload comes once the page has it as sent.
    await expect
      .poll(() =>
        page.evaluate(
          (key) =>
            (
              JSON.parse(localStorage.getItem(key) ?? '{}') as {
                reports?: unknown[]
                sent?: unknown[]
              }
            ).sent?.length ?? 0,
          REPORTS_STORAGE_KEY,
        ),
      )
      .toBe(1)
    await page.reload()
    await openSwapPage(page)
    await expect(activity).toContainText('Pending')
    // The reloaded page tracks the swap itself before it is mined.
    await expect.poll(() => fetched.has(hash)).toBe(true)
    await rpc('evm_mine')
    await expect(activity).toContainText('Confirmed', { timeout: 10_000 })
    // The page that sent it is gone; the resumed one still reports the
    // outcome, once, against the same quote and transaction.
    await expect
      .poll(async () => (await reports()).map((r) => r.status))
      .toEqual(['SUBMITTED', 'CONFIRMED'])
    const [submitted, confirmed] = await reports()
    expect(confirmed?.quoteId).toBe(submitted?.quoteId)
    expect(confirmed?.transactionHash).toBe(submitted?.transactionHash)
    expect(JSON.stringify(confirmed)).not.toMatch(/0x[0-9a-fA-F]{100,}/)
  } finally {
    await rpc('evm_setAutomine', [true])
  }
})

test('behavior: a swap cancelled in the wallet (same nonce, empty call to self) ends cancelled', async ({
  page,
  wallet,
}) => {
  const me = wallet.account.address
  await openPair(page, {
    address: me,
    sell: null,
    buy: pick.USDC,
    amount: '0.2',
  })
  await expect(mainButton(page)).toHaveText('Swap', { timeout: 10_000 })
  await rpc('evm_setAutomine', [false])
  try {
    const fetched = recordFetchedTransactions(page)
    await clickMain(page, 'Swap')
    await expect(mainButton(page)).toHaveText('Swapping…')
    const original = await pendingOf(me)
    await expect.poll(() => fetched.has(original.hash)).toBe(true)
    await speedUp({ ...original, to: me, input: '0x', value: '0x0' })
    await rpc('evm_mine')
    await expect(page.getByText(/cancelled in your wallet/)).toBeVisible({
      timeout: 10_000,
    })
    await expect(
      swapProgress(page).getByRole('heading', { name: 'Swap cancelled' }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
      'Cancelled',
    )
  } finally {
    await rpc('evm_setAutomine', [true])
  }
})
