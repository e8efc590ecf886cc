// The comparison panel's gas for a swap through one pool
// (src/features/compare/model/singlePoolSwapGas.ts), measured: every pool
// of the devnet swapped through the router alone, one path of one hop,
// from a seeded account to a fresh recipient, on a real anvil.
import { parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { setupAggregatorHarness } from '../../devnet/aggregator/testing/setupAggregatorHarness'
import { devnetRouterSwapAbi } from '../../src/features/chains/pinnedRouters'
import { SINGLE_POOL_SWAP_GAS } from '../../src/features/compare/model/singlePoolSwapGas'

const harness = setupAggregatorHarness()

/** Plain ERC-20s (the lookalike and any token that taxes or traps aside):
 * the swaps the panel compares. */
const plainTokens = new Set([
  'WETH',
  'USDC',
  'USDT',
  'WBTC',
  'DAI',
  'UNI',
  'LINK',
])

describe('SINGLE_POOL_SWAP_GAS', () => {
  test('behavior: covers a one-pool swap through the devnet router, for every pool, and is not far above the dearest', async () => {
    const { devnet } = harness
    const { world } = devnet
    await harness.approveAll(1)
    const wallet = devnet.walletClientFor(1)
    const used: bigint[] = []
    const pools = world.pools.filter((pool) =>
      pool.tokens.every((key) => plainTokens.has(key)),
    )
    for (const pool of pools) {
      const [keyIn] = pool.tokens
      const tokenIn = world.tokens[keyIn]
      const tokenOut =
        pool.token0 === tokenIn.address ? pool.token1 : pool.token0
      const amountIn = parseUnits('1', tokenIn.decimals)
      const block = await devnet.publicClient.getBlock()
      const hash = await wallet.writeContract({
        address: world.contracts.router,
        abi: devnetRouterSwapAbi,
        functionName: 'swap',
        args: [
          tokenIn.address,
          tokenOut,
          amountIn,
          0n,
          // A recipient that never held the token: its balance written from
          // zero, the dearest case, whatever ran on this chain before.
          privateKeyToAddress(generatePrivateKey()),
          block.timestamp + 600n,
          [
            {
              amountIn,
              hops: [{ pool: pool.address, kind: pool.kind, tokenOut }],
            },
          ],
        ],
      })
      const receipt = await devnet.publicClient.waitForTransactionReceipt({
        hash,
      })
      expect(receipt.status, pool.id).toBe('success')
      used.push(receipt.gasUsed)
    }
    expect(used.length).toBeGreaterThan(1)
    const dearest = used.reduce((a, b) => (a > b ? a : b))
    expect(dearest).toBeLessThanOrEqual(SINGLE_POOL_SWAP_GAS)
    // Not far above either: the dearest is at least half the figure.
    expect(dearest * 2n).toBeGreaterThanOrEqual(SINGLE_POOL_SWAP_GAS)
  })
})
