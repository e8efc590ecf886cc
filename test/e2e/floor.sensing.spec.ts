import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import {
  deploySimulationSensingPools,
  type SensingPools,
} from '../../devnet/testing/deploySimulationSensingPools.ts'
import { worldB } from '../../devnet/world.ts'
import {
  approveUnlimited,
  openLink,
  startBentApp,
} from './fixtures/bentService.ts'
import {
  allowanceOf,
  balanceOf,
  clickMain,
  swapProgress,
} from './fixtures/swapFlow.ts'
import {
  DEVNET_B_CHAIN_ID,
  findToken,
  listTokens,
} from './fixtures/swapPage.ts'
import { test as base, env, expect, rpc } from './fixtures/test.ts'

/**
 * Issue 32, must-show (c), in the browser on Devnet B: a service that names
 * "pools" of its own in PackedRouter's program, pools that mirror the
 * honest ones (same tokens, reserves, fee) but pay only when they see the
 * signs of the app's old simulation (the reader's code at 0x…5afe0000, its
 * caller at 0x…5afe0000000 or an origin above 10^27 wei) and otherwise keep
 * the input. Between a proxy of this test's own and the reference service,
 * a real HTTP server (test/harness/startTamperingUpstream.ts, mode
 * 'bent-pool') rewrites the service's own program: every pool replaced by
 * its sensing twin (devnet/contracts/SimulationSensingPool.sol, deployed
 * here, after the test's chain snapshot), the minimum set to 0; the JSON
 * stays honest. Against the app before issue 32 this took 7 DAI and paid
 * 0 USDC. Now the app's simulation, with a fresh reader and an ordinary
 * caller, sees that nothing would be paid: the swap is refused before the
 * wallet is asked, with the wallet that cannot batch and with the one that
 * batches (whose batch would also carry the floor guard), and no balance
 * moves, not even by gas.
 */

type Fixtures = { sensingPools: SensingPools; appUrl: string }

const test = base.extend<Fixtures>({
  // After chainState's snapshot (so reverted with it): one sensing pool per
  // Devnet B pool an ETH → USDC or DAI → USDC route can take.
  sensingPools: async ({ chainState }, use) => {
    void chainState
    await use(
      await deploySimulationSensingPools({
        rpcUrl: env('E2E_RPC_URL_B'),
        world: worldB,
        pools: worldB.pools.filter(({ tokens }) =>
          tokens.every((key) => ['WETH', 'USDC', 'DAI'].includes(key)),
        ),
      }),
    )
  },
  appUrl: async ({ sensingPools }, use) => {
    const app = await startBentApp({ mode: 'bent-pool', sensingPools })
    await use(app.url)
    await app.close()
  },
  baseURL: async ({ appUrl }, use) => use(appUrl),
})

const rpcB = () => env('E2E_RPC_URL_B')

/** Native coin, sell and buy token of the payer on B. */
async function balancesOf(me: Address, tokens: readonly Address[]) {
  const native = BigInt(
    await rpc<string>('eth_getBalance', [me, 'latest'], rpcB()),
  )
  const held = await Promise.all(
    tokens.map((token) => balanceOf(token, me, rpcB())),
  )
  return [native, ...held]
}

/** The chain mines at once: every step is on screen within 10 s. */
const press = (page: Page, name: string) =>
  clickMain(page, name, { timeout: 10_000 })

const hint = (page: Page) =>
  page.getByText(/^Stopped before your wallet was asked: /)

/** Refused by the app's own simulation: the recipient would get nothing. */
async function expectRefusedForNothingPaid(page: Page) {
  await expect(hint(page)).toContainText(
    /Simulated, you would receive 0 USDC, less than the [\d,.]+ USDC the quote promises after your slippage\. Nothing was sent to your wallet\.$/,
  )
  await expect(swapProgress(page)).toContainText(
    'Failed check: simulated amount received',
  )
}

for (const walletCanBatch of [false, true]) {
  const kind = walletCanBatch
    ? 'a wallet that batches'
    : 'a wallet that cannot batch'

  test.describe(`Devnet B through the service’s own sensing pools, ${kind}`, () => {
    test.use({ walletCanBatch })

    test(`behavior: (${kind}) ETH → USDC: refused before the wallet, the person reads they would receive 0 USDC, nothing moves`, async ({
      page,
      wallet,
    }) => {
      const me = wallet.account.address
      const usdc = findToken(await listTokens(DEVNET_B_CHAIN_ID), 'USDC')
      const before = await balancesOf(me, [usdc.address])
      await openLink(page, me, DEVNET_B_CHAIN_ID, {
        sell: null,
        buy: usdc,
        amount: '1',
      })
      await press(page, 'Swap')
      await expectRefusedForNothingPaid(page)
      expect(wallet.requests).toEqual(['wallet_switchEthereumChain'])
      expect(await balancesOf(me, [usdc.address])).toEqual(before)
    })

    test(`behavior: (${kind}) 7 DAI → USDC under an old unlimited approval: refused before the wallet, nothing moves`, async ({
      page,
      wallet,
    }) => {
      const me = wallet.account.address
      const tokens = await listTokens(DEVNET_B_CHAIN_ID)
      const usdc = findToken(tokens, 'USDC')
      const dai = findToken(tokens, 'DAI')
      await approveUnlimited(DEVNET_B_CHAIN_ID, dai.address, me)
      const before = await balancesOf(me, [dai.address, usdc.address])
      await openLink(page, me, DEVNET_B_CHAIN_ID, {
        sell: dai,
        buy: usdc,
        amount: '7',
      })
      // The allowance covers it: no approval step, straight to the swap.
      await press(page, 'Swap')
      await expectRefusedForNothingPaid(page)
      expect(wallet.requests).toEqual(['wallet_switchEthereumChain'])
      expect(await balancesOf(me, [dai.address, usdc.address])).toEqual(before)
    })
  })
}

test.describe('Devnet B through the service’s own sensing pools, a wallet that batches, the approval in the batch', () => {
  test.use({ walletCanBatch: true })

  test('behavior: (a wallet that batches) 7 DAI → USDC with no allowance: the batch of approval, swap and floor guard is never sent, nothing moves', async ({
    page,
    wallet,
  }) => {
    const me = wallet.account.address
    const tokens = await listTokens(DEVNET_B_CHAIN_ID)
    const usdc = findToken(tokens, 'USDC')
    const dai = findToken(tokens, 'DAI')
    const before = await balancesOf(me, [dai.address, usdc.address])
    await openLink(page, me, DEVNET_B_CHAIN_ID, {
      sell: dai,
      buy: usdc,
      amount: '7',
    })
    // The approval rides in the batch: no step of its own.
    await press(page, 'Approve DAI, then swap')
    await expectRefusedForNothingPaid(page)
    expect(wallet.requests).toEqual(['wallet_switchEthereumChain'])
    expect(await balancesOf(me, [dai.address, usdc.address])).toEqual(before)
    expect(
      await allowanceOf(dai.address, me, worldB.contracts.router, rpcB()),
    ).toBe(0n)
  })
})
