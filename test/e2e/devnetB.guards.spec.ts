import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import {
  type FilteringRpc,
  startFilteringRpc,
} from '../harness/startFilteringRpc.ts'
import type { TamperMode } from '../harness/startTamperingUpstream.ts'
import {
  approveUnlimited,
  openLink,
  startBentApp,
} from './fixtures/bentService.ts'
import {
  balanceOf,
  clickMain,
  mainButton,
  swapProgress,
} from './fixtures/swapFlow.ts'
import {
  amountField,
  DEVNET_B_CHAIN_ID,
  findToken,
  listTokens,
  quoteDetails,
} from './fixtures/swapPage.ts'
import { test as base, env, expect } from './fixtures/test.ts'

/**
 * Devnet B, where nothing can be decoded (PackedRouter: no ABI, like
 * production chain 999), against a bending service: between a proxy of this
 * test's own and the reference service, a real HTTP server asks the service
 * itself for another transaction (paying another address; three times the
 * amount) and hands it out inside the honest JSON, so every figure the page
 * shows is honest and only `tx` is bent. The app's own measurement of the
 * exact transaction is all that stands between it and the wallet: the
 * wallet is never asked and the person reads why. Each case runs on a node
 * with eth_simulateV1 and on one without it (an RPC in front of B's anvil
 * answering it "method not found"), given to the already built app through
 * the proxy's run-time RPC_URLS. With eth_simulateV1 honest swaps pass;
 * without it nothing on B is swapped: the probe at the payer's address
 * could be told apart from the real transaction, so the person reads what
 * would make the swap possible and the probe never runs.
 */

const METHOD_NOT_FOUND = { code: -32601, message: 'Method not found' }

type Options = { bend: TamperMode | null; hasSimulate: boolean }

/**
 * The addresses each eth_call on the page's node gave code or a balance by
 * state override: the probe of the eth_call path sits at the payer's.
 */
type Overridden = Address[][]

const test = base.extend<
  Options & { nodeB: FilteringRpc; overriddenB: Overridden; appUrl: string }
>({
  bend: [null, { option: true }],
  hasSimulate: [true, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  overriddenB: async ({}, use) => use([]),
  // The page's node for Devnet B (the wallet signs through its own).
  nodeB: async ({ hasSimulate, overriddenB }, use) => {
    const node = await startFilteringRpc(
      env('E2E_RPC_URL_B'),
      ({ method, params }) => {
        // Some calls come with no params at all.
        const overrides = (params ?? [])[2]
        if (
          method === 'eth_call' &&
          overrides &&
          typeof overrides === 'object'
        ) {
          overriddenB.push(Object.keys(overrides) as Address[])
        }
        return !hasSimulate && method === 'eth_simulateV1'
          ? { error: METHOD_NOT_FOUND }
          : undefined
      },
    )
    await use(node)
    await node.close()
  },
  // One bending server and one proxy per test, serving the stack's build.
  appUrl: async ({ bend, nodeB }, use) => {
    const rpcUrls = env('E2E_RPC_URLS')
      .split(',')
      .map((entry) =>
        entry.startsWith(`${DEVNET_B_CHAIN_ID}=`)
          ? `${DEVNET_B_CHAIN_ID}=${nodeB.url}`
          : entry,
      )
      .join(',')
    const app = await startBentApp({ mode: bend, rpcUrls })
    await use(app.url)
    await app.close()
  },
  baseURL: async ({ appUrl }, use) => use(appUrl),
})

const rpcB = () => env('E2E_RPC_URL_B')

/**
 * Only eth_simulateV1 measured (refused or not): on B the probe never runs
 * at the payer's address, a place a contract can tell apart.
 */
function expectOnlySimulated(
  node: FilteringRpc,
  overridden: Overridden,
  payer: Address,
) {
  expect(node.methods()).toContain('eth_simulateV1')
  const atPayer = overridden.filter((addresses) =>
    addresses.some((address) => address.toLowerCase() === payer.toLowerCase()),
  )
  expect(atPayer).toEqual([])
}

const OPAQUE_REFUSAL =
  "This network's router cannot be decoded, so only a full simulation can check this swap, and your network's node cannot run one (it has no eth_simulateV1). A wallet that batches calls, or a node with eth_simulateV1, would make it possible. Nothing was sent to your wallet."

/** Without eth_simulateV1 on B: refused before the wallet, saying why. */
async function expectRefusedWithoutSimulation(page: Page) {
  await expect(hint(page)).toContainText(OPAQUE_REFUSAL)
  await expect(swapProgress(page)).toContainText('Failed check: own simulation')
}

/** The chain mines at once: every step is on screen within 10 s. */
const press = (page: Page, name: string) =>
  clickMain(page, name, { timeout: 10_000 })

const hint = (page: Page) =>
  page.getByText(/^Stopped before your wallet was asked: /)

/** What the person accepts once per chain where only a simulation stands. */
const SIMULATION_ONLY =
  "Checked by simulation; this router's minimum is not enforced on chain; a wallet that batches calls would enforce it."

const measuredChanges = (page: Page) =>
  page.getByRole('region', { name: 'Measured changes' })

/**
 * Cleared by simulation alone with a wallet that cannot batch: before the
 * wallet is asked, the page states it and waits for the person to accept.
 */
async function acceptSimulationOnly(
  page: Page,
  wallet: { requests: string[] },
) {
  const asked = [...wallet.requests]
  await expect(mainButton(page)).toHaveText('Accept for this network', {
    timeout: 10_000,
  })
  await expect(page.getByText(SIMULATION_ONLY, { exact: true })).toBeVisible()
  await expect(measuredChanges(page)).toContainText(
    'Checked by simulation only',
  )
  expect(wallet.requests).toEqual(asked)
  await press(page, 'Accept for this network')
}

for (const hasSimulate of [true, false]) {
  const node = hasSimulate ? 'with eth_simulateV1' : 'without eth_simulateV1'

  test.describe(`Devnet B, a node ${node}`, () => {
    test.use({ hasSimulate })

    test.describe('bent: another recipient', () => {
      test.use({ bend: 'bent-recipient' })
      test(`behavior: (${node}) ETH → USDC paying another address: the wallet is never asked, the person reads that they would receive nothing (or, without eth_simulateV1, what would make a check possible)`, async ({
        page,
        wallet,
        nodeB,
        overriddenB,
      }) => {
        const usdc = findToken(await listTokens(DEVNET_B_CHAIN_ID), 'USDC')
        await openLink(page, wallet.account.address, DEVNET_B_CHAIN_ID, {
          sell: null,
          buy: usdc,
          amount: '0.1',
        })
        await press(page, 'Swap')
        if (hasSimulate) {
          await expect(hint(page)).toContainText(
            /Simulated, you would receive 0 USDC, less than the [\d,.]+ USDC the quote promises after your slippage\. Nothing was sent to your wallet\.$/,
          )
          await expect(swapProgress(page)).toContainText(
            'Failed check: simulated amount received',
          )
        } else {
          await expectRefusedWithoutSimulation(page)
        }
        expect(wallet.requests).toEqual(['wallet_switchEthereumChain'])
        expectOnlySimulated(nodeB, overriddenB, wallet.account.address)
      })
    })

    test.describe('bent: three times the amount', () => {
      test.use({ bend: 'bent-amount' })
      test(`behavior: (${node}) USDC → DAI pulling 3 × the amount under an old unlimited allowance: the wallet is never asked, the person reads how much would leave (or, without eth_simulateV1, what would make a check possible)`, async ({
        page,
        wallet,
        nodeB,
        overriddenB,
      }) => {
        const me = wallet.account.address
        const tokens = await listTokens(DEVNET_B_CHAIN_ID)
        const usdc = findToken(tokens, 'USDC')
        const dai = findToken(tokens, 'DAI')
        await approveUnlimited(DEVNET_B_CHAIN_ID, usdc.address, me)
        const usdcBefore = await balanceOf(usdc.address, me, rpcB())
        await openLink(page, me, DEVNET_B_CHAIN_ID, {
          sell: usdc,
          buy: dai,
          amount: '100',
        })
        // The allowance covers it: no approval step, straight to the swap.
        await press(page, 'Swap')
        if (hasSimulate) {
          await expect(hint(page)).toContainText(
            'Simulated, this swap would take 300 USDC from your wallet, not the 100 you are swapping. Nothing was sent to your wallet.',
          )
          await expect(swapProgress(page)).toContainText(
            'Failed check: simulated amount leaving your wallet',
          )
        } else {
          await expectRefusedWithoutSimulation(page)
        }
        expect(wallet.requests).toEqual(['wallet_switchEthereumChain'])
        expect(await balanceOf(usdc.address, me, rpcB())).toBe(usdcBefore)
        expectOnlySimulated(nodeB, overriddenB, me)
      })
    })

    test.describe('honest', () => {
      test(`behavior: (${node}) ETH → USDC passes on the measurement alone and completes (without eth_simulateV1: refused, the wallet never asked)`, async ({
        page,
        wallet,
        nodeB,
        overriddenB,
      }) => {
        const me = wallet.account.address
        const usdc = findToken(await listTokens(DEVNET_B_CHAIN_ID), 'USDC')
        const before = await balanceOf(usdc.address, me, rpcB())
        await openLink(page, me, DEVNET_B_CHAIN_ID, {
          sell: null,
          buy: usdc,
          amount: '0.1',
        })
        // The minimum on the card is the service's figure until the review
        // knows what holds it: here only the simulation (nothing batches).
        await expect(quoteDetails(page)).toContainText(
          'from the service’s quote',
        )
        await expect(mainButton(page)).toHaveText('Swap')
        if (!hasSimulate) {
          await press(page, 'Swap')
          await expectRefusedWithoutSimulation(page)
          expect(wallet.requests).toEqual(['wallet_switchEthereumChain'])
          expect(await balanceOf(usdc.address, me, rpcB())).toBe(before)
          expectOnlySimulated(nodeB, overriddenB, me)
          return
        }
        // While the wallet is asked: nothing decoded, the simulated figure,
        // and what the simulation measured.
        wallet.hold()
        await press(page, 'Swap')
        // The one press went on to the checks: the review now knows what
        // holds the minimum.
        await expect(quoteDetails(page)).toContainText(
          'checked by simulation only',
        )
        await expect(quoteDetails(page)).not.toContainText(
          'set in the transaction',
        )
        await acceptSimulationOnly(page, wallet)
        await expect(
          swapProgress(page).getByText('Note: calldata could not be decoded'),
        ).toBeVisible()
        await expect(swapProgress(page)).toContainText(/Simulated[\d,.]+ USDC/)
        const measured = measuredChanges(page)
        await expect(measured).toContainText(/Leaves your wallet0\.1\d* ETH/)
        await expect(measured).toContainText(/Recipient receives[\d,.]+ USDC/)
        await expect(measured).toContainText(/Network fee[\d,.]+ ETH/)
        // The coin has no allowance.
        await expect(measured).not.toContainText('Allowance left')
        wallet.release()
        await expect(
          swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
        ).toBeVisible({ timeout: 10_000 })
        await expect(measured).toContainText('Checked by simulation only')
        expect(wallet.requests).toEqual([
          'wallet_switchEthereumChain',
          'eth_sendTransaction',
        ])
        const afterFirst = await balanceOf(usdc.address, me, rpcB())
        expect(afterFirst).toBeGreaterThan(before)

        // A second swap on the same chain: accepted once, not asked again.
        await press(page, 'New swap')
        await amountField(page).fill('0.1')
        await press(page, 'Swap')
        await expect(
          swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
        ).toBeVisible({ timeout: 10_000 })
        await expect(page.getByText(SIMULATION_ONLY)).toBeHidden()
        expect(wallet.requests).toEqual([
          'wallet_switchEthereumChain',
          'eth_sendTransaction',
          'eth_sendTransaction',
        ])
        expect(await balanceOf(usdc.address, me, rpcB())).toBeGreaterThan(
          afterFirst,
        )
        expectOnlySimulated(nodeB, overriddenB, me)
      })

      test(`behavior: (${node}) USDC → DAI is approved, re-quoted, passes and completes (without eth_simulateV1: approved, then the swap refused)`, async ({
        page,
        wallet,
        nodeB,
        overriddenB,
      }) => {
        const me = wallet.account.address
        const tokens = await listTokens(DEVNET_B_CHAIN_ID)
        const usdc = findToken(tokens, 'USDC')
        const dai = findToken(tokens, 'DAI')
        const before = await balanceOf(dai.address, me, rpcB())
        await openLink(page, me, DEVNET_B_CHAIN_ID, {
          sell: usdc,
          buy: dai,
          amount: '100',
        })
        await press(page, 'Approve USDC, then swap')
        await press(page, 'Swap')
        if (!hasSimulate) {
          await expectRefusedWithoutSimulation(page)
          // The approval alone was signed.
          expect(wallet.requests).toEqual([
            'wallet_switchEthereumChain',
            'eth_sendTransaction',
          ])
          expect(await balanceOf(dai.address, me, rpcB())).toBe(before)
          expectOnlySimulated(nodeB, overriddenB, me)
          return
        }
        await acceptSimulationOnly(page, wallet)
        const measured = measuredChanges(page)
        await expect(measured).toContainText('Leaves your wallet100 USDC')
        await expect(measured).toContainText(/Recipient receives[\d,.]+ DAI/)
        // Approved exactly: the swap leaves the router nothing.
        await expect(measured).toContainText(
          'Allowance left to the router0 USDC',
        )
        await expect(
          swapProgress(page).getByRole('heading', { name: 'Swap confirmed' }),
        ).toBeVisible({ timeout: 10_000 })
        expect(wallet.requests).toEqual([
          'wallet_switchEthereumChain',
          'eth_sendTransaction',
          'eth_sendTransaction',
        ])
        expect(await balanceOf(dai.address, me, rpcB())).toBeGreaterThan(before)
        expectOnlySimulated(nodeB, overriddenB, me)
      })
    })
  })
}
