import type { Page } from '@playwright/test'
import { type Address, type Hex, parseEther } from 'viem'
import type { TamperMode } from '../harness/startTamperingUpstream.ts'
import {
  approveUnlimited,
  openLink,
  rpcOf,
  startBentApp,
} from './fixtures/bentService.ts'
import { sendPoolMove } from './fixtures/movePool.ts'
import {
  allowanceOf,
  balanceOf,
  clickMain,
  routerOf,
  swapProgress,
} from './fixtures/swapFlow.ts'
import {
  DEVNET_B_CHAIN_ID,
  DEVNET_CHAIN_ID,
  findToken,
  listTokens,
} from './fixtures/swapPage.ts'
import { test as base, expect, expectMined, rpc } from './fixtures/test.ts'

/**
 * The floor on chain (issue: "what the person saw must be what the chain
 * enforces"). With a wallet that batches (EIP-5792 through EIP-7702, the
 * test wallet's), a swap is one atomic wallet_sendCalls: [approval] +
 * the floor guard's snapshot + the service's transaction as returned + the
 * guard's verify. The service here is a bending one where a case needs it:
 * a real HTTP server between a proxy of the test's own and the reference
 * service, keeping the honest JSON and changing only `tx` (the production
 * service cannot exist here; this is how a compromised one would look).
 */

type Options = {
  /** How the service bends its transactions; null: an honest service. */
  bend: TamperMode | null
}

const test = base.extend<Options & { bentAppUrl: string | null }>({
  bend: [null, { option: true }],
  bentAppUrl: async ({ bend }, use) => {
    if (bend === null) {
      await use(null)
      return
    }
    const usdtOfB = findToken(await listTokens(DEVNET_B_CHAIN_ID), 'USDT')
    const app = await startBentApp({
      mode: bend,
      // What a bent program sells instead: the payer's approved USDT.
      input: { token: usdtOfB.address, amount: 10_470_000n },
    })
    await use(app.url)
    await app.close()
  },
  baseURL: async ({ bentAppUrl, baseURL }, use) => use(bentAppUrl ?? baseURL),
})

const nativeBalance = async (owner: Address, chainId: number) =>
  BigInt(await rpc<Hex>('eth_getBalance', [owner, 'latest'], rpcOf(chainId)))

const confirmed = (page: Page) =>
  swapProgress(page).getByRole('heading', { name: 'Swap confirmed' })

const stopped = (page: Page) =>
  page.getByText(/^Stopped before your wallet was asked: /)

/** What could have moved money: a transaction or a batch sent. */
const sends = (requests: readonly string[]) =>
  requests.filter(
    (m) => m === 'eth_sendTransaction' || m === 'wallet_sendCalls',
  )

test.describe('a wallet that batches', () => {
  test.use({ walletCanBatch: true })

  for (const chainId of [DEVNET_CHAIN_ID, DEVNET_B_CHAIN_ID]) {
    const chain = chainId === DEVNET_CHAIN_ID ? 'Devnet' : 'Devnet B'
    test(`behavior: on ${chain}, USDC → DAI with its approval is one wallet request, the floor held on chain, and completes`, async ({
      page,
      wallet,
    }) => {
      const me = wallet.account.address
      const tokens = await listTokens(chainId)
      const usdc = findToken(tokens, 'USDC')
      const dai = findToken(tokens, 'DAI')
      const router = await routerOf(chainId)
      const rpcUrl = rpcOf(chainId)
      expect(await allowanceOf(usdc.address, me, router, rpcUrl)).toBe(0n)
      const daiBefore = await balanceOf(dai.address, me, rpcUrl)
      const usdcBefore = await balanceOf(usdc.address, me, rpcUrl)
      await openLink(page, me, chainId, { sell: usdc, buy: dai, amount: '25' })
      await clickMain(page, 'Approve USDC, then swap')
      await expect(confirmed(page)).toBeVisible({ timeout: 10_000 })
      expect(sends(wallet.requests)).toEqual(['wallet_sendCalls'])
      // The batch: the exact approval, the guard around the service's
      // transaction as returned.
      const [batch] = wallet.batches
      expect(batch?.calls).toHaveLength(4)
      expect(batch?.calls[2]?.to.toLowerCase()).toBe(router.toLowerCase())
      expect(await balanceOf(usdc.address, me, rpcUrl)).toBe(
        usdcBefore - 25_000_000n,
      )
      expect(await balanceOf(dai.address, me, rpcUrl)).toBeGreaterThan(
        daiBefore,
      )
      // The exact approval was spent inside the batch: nothing left over.
      expect(await allowanceOf(usdc.address, me, router, rpcUrl)).toBe(0n)
    })
  }

  test.describe('a service that sets the minimum to 0, and a pool that moves after the wallet was asked', () => {
    test.use({ bend: 'packed-minimum' })
    test('behavior: on Devnet B the batch reverts on the floor, only the network fee is spent, and the page says why', async ({
      page,
      wallet,
    }) => {
      const me = wallet.account.address
      const usdc = findToken(await listTokens(DEVNET_B_CHAIN_ID), 'USDC')
      const rpcUrl = rpcOf(DEVNET_B_CHAIN_ID)
      const usdcBefore = await balanceOf(usdc.address, me, rpcUrl)
      await openLink(page, me, DEVNET_B_CHAIN_ID, {
        sell: null,
        buy: usdc,
        amount: '1',
      })
      wallet.hold()
      await clickMain(page, 'Swap')
      await expect.poll(() => wallet.requests).toContain('wallet_sendCalls')
      // While the wallet is asked, the review says what holds the floor.
      await expect(
        swapProgress(page).getByText(
          /Enforced on chain: unless the recipient gets at least [\d,.]+ USDC, the whole swap reverts/,
        ),
      ).toBeVisible()
      // Someone trades ahead while the wallet waits.
      await expectMined(await sendPoolMove(usdc.address, '400', 'B'), rpcUrl)
      const ethBefore = await nativeBalance(me, DEVNET_B_CHAIN_ID)
      wallet.release()
      await expect(
        page.getByRole('alert').filter({
          hasText:
            /The swap failed on-chain\. Your tokens did not move; only gas was spent\. Reason: the on-chain floor stopped it: the swap would pay [\d,.]+ USDC, below your minimum of [\d,.]+ USDC\./,
        }),
      ).toBeVisible({ timeout: 10_000 })
      expect(await balanceOf(usdc.address, me, rpcUrl)).toBe(usdcBefore)
      // The 1 ETH stayed: only the fee left.
      const spent = ethBefore - (await nativeBalance(me, DEVNET_B_CHAIN_ID))
      expect(spent).toBeGreaterThan(0n)
      expect(spent).toBeLessThan(parseEther('0.01'))
    })
  })
})

for (const canBatch of [true, false]) {
  const kind = canBatch ? 'batches' : 'cannot batch'
  test.describe(`a service whose program spends another approved token, with a wallet that ${kind}`, () => {
    test.use({ bend: 'bent-input', walletCanBatch: canBatch })
    test(`behavior: on Devnet B, DAI → USDC whose program sells the payer's approved USDT is refused before the wallet (wallet that ${kind})`, async ({
      page,
      wallet,
    }) => {
      const me = wallet.account.address
      const tokens = await listTokens(DEVNET_B_CHAIN_ID)
      const dai = findToken(tokens, 'DAI')
      const usdc = findToken(tokens, 'USDC')
      const usdt = findToken(tokens, 'USDT')
      const rpcUrl = rpcOf(DEVNET_B_CHAIN_ID)
      await approveUnlimited(DEVNET_B_CHAIN_ID, usdt.address, me)
      // DAI approved too: the one-by-one path goes straight to the swap.
      await approveUnlimited(DEVNET_B_CHAIN_ID, dai.address, me)
      const usdtBefore = await balanceOf(usdt.address, me, rpcUrl)
      await openLink(page, me, DEVNET_B_CHAIN_ID, {
        sell: dai,
        buy: usdc,
        amount: '7',
      })
      await clickMain(page, 'Swap')
      await expect(stopped(page)).toContainText(
        /Simulated, this swap would (take 0 DAI from your wallet, not the 7 you are swapping|also move [\d]+ \(smallest units\) of the token at 0x[0-9a-fA-F]{40} out of your wallet, which you are not swapping)\./,
      )
      expect(sends(wallet.requests)).toEqual([])
      expect(await balanceOf(usdt.address, me, rpcUrl)).toBe(usdtBefore)
    })
  })
}
