import {
  type Address,
  erc20Abi,
  formatUnits,
  keccak256,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  batchExecutorAddress,
  deterministicContracts,
  floorGuardAddress,
} from './deterministic.ts'
import { devAddresses } from './devAccounts.ts'
import {
  devSwapPairAbi,
  multicall3Abi,
  packedRouterDeployedBytecode,
  routerDeployedBytecode,
  uniswapV2FactoryAbi,
} from './generated/contracts.ts'
import { type RunningDevnet, startDevnet } from './startDevnet.ts'
import { multicall3Address, worlds } from './world.ts'
import { devnetASpec, devnetBSpec } from './worldSpecs.ts'

const specs = [devnetASpec, devnetBSpec]
const devnets = new Map<number, RunningDevnet>()

beforeAll(async () => {
  const started = await Promise.all(
    worlds.map((world) => startDevnet({ world })),
  )
  for (const devnet of started) devnets.set(devnet.chainId, devnet)
})

afterAll(async () => {
  await Promise.all([...devnets.values()].map((devnet) => devnet.stop()))
})

describe.each(worlds.map((world) => [world.name, world] as const))(
  '%s',
  (_, world) => {
    const chain = () => {
      const devnet = devnets.get(world.chainId)
      if (!devnet) throw new Error(`${world.name} did not start`)
      return devnet
    }

    test('behavior: Multicall3 answers aggregate3 at its canonical address', async () => {
      const { publicClient } = chain()
      const tokens = Object.values(world.tokens)
      const calls = tokens.map((token) => ({
        target: token.address,
        allowFailure: false,
        callData: encodeBalanceOf(world.seededAccounts[0] as `0x${string}`),
      }))
      // aggregate3 is payable, so viem reads it through simulateContract
      const { result: results } = await publicClient.simulateContract({
        address: multicall3Address,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [calls],
      })
      expect(results.every((result) => result.success)).toBe(true)
      expect(
        await publicClient.readContract({
          address: multicall3Address,
          abi: multicall3Abi,
          functionName: 'getChainId',
        }),
      ).toBe(BigInt(world.chainId))
      // viem's own multicall finds it through the chain definition
      const balances = await publicClient.multicall({
        allowFailure: false,
        contracts: tokens.map((token) => ({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [world.seededAccounts[0]],
        })),
      })
      expect(results.map((result) => BigInt(result.returnData))).toEqual(
        balances,
      )
    })

    function encodeBalanceOf(account: `0x${string}`): `0x${string}` {
      return `0x70a08231${account.slice(2).toLowerCase().padStart(64, '0')}`
    }

    test('behavior: every token reports its metadata on chain', async () => {
      for (const token of Object.values(world.tokens)) {
        const read = (functionName: 'symbol' | 'name' | 'decimals') =>
          chain().publicClient.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName,
          })
        expect([
          await read('symbol'),
          await read('name'),
          await read('decimals'),
        ]).toEqual([token.symbol, token.name, token.decimals])
      }
      expect(world.tokens.USDC_LOOKALIKE.symbol).toBe(world.tokens.USDC.symbol)
      expect(world.tokens.USDC_LOOKALIKE.isVerified).toBe(false)
      expect(world.tokens.USDC.isVerified).toBe(true)
    })

    test('behavior: accounts 0–9 hold 10,000 ETH and 1–5 hold every plain token', async () => {
      const { publicClient } = chain()
      for (const address of devAddresses) {
        expect(await publicClient.getBalance({ address })).toBe(
          parseEther('10000'),
        )
      }
      for (const account of world.seededAccounts) {
        for (const token of Object.values(world.tokens)) {
          // the fee-on-transfer and honeypot tokens: only their pools hold them
          if (token.quirk) continue
          const balance = await publicClient.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
          })
          const minimum =
            token.key === 'WETH' || token.key === 'WBTC' ? '100' : '100000'
          expect(balance).toBeGreaterThanOrEqual(
            parseUnits(minimum, token.decimals),
          )
        }
      }
    })

    test('behavior: every pool is registered, priced at the seed prices', async () => {
      const { publicClient } = chain()
      const summary: string[] = []
      for (const pool of world.pools) {
        const factory =
          pool.family === 'uniswapV2'
            ? world.contracts.uniswapV2Factory
            : world.contracts.devSwapFactory
        expect(await getPair(factory, pool.token1, pool.token0)).toBe(
          pool.address,
        )
        if (pool.family === 'devSwap') {
          expect(
            await publicClient.readContract({
              address: pool.address,
              abi: devSwapPairAbi,
              functionName: 'feeBps',
            }),
          ).toBe(pool.feeBps)
        }
        const [reserve0, reserve1] = await publicClient.readContract({
          address: pool.address,
          abi: devSwapPairAbi,
          functionName: 'getReserves',
        })
        const [key0, key1] = pool.tokens
        const byAddress = (address: string) =>
          Object.values(world.tokens).find((token) => token.address === address)
        const token0 = byAddress(pool.token0)
        const token1 = byAddress(pool.token1)
        if (!token0 || !token1) throw new Error(`unknown tokens in ${pool.id}`)
        expect([key0, key1].sort()).toEqual([token0.key, token1.key].sort())
        const usd0 =
          Number(formatUnits(reserve0, token0.decimals)) *
          (token0.priceUsd ?? 0)
        const usd1 =
          Number(formatUnits(reserve1, token1.decimals)) *
          (token1.priceUsd ?? 0)
        expect(usd0).toBeCloseTo(usd1, 6)
        summary.push(`${pool.id} ${pool.feeBps}bps $${usd0}`)
      }
      const spec = specs.find((entry) => entry.chainId === world.chainId)
      expect(summary).toEqual(
        [...(spec?.pools ?? []), ...(spec?.laterPools ?? [])].map(
          ({ family, tokens, feeBps, depthUsd }) =>
            `${family}:${tokens.join('/')} ${feeBps}bps $${depthUsd}`,
        ),
      )
    })

    test('behavior: MOON has no pool in either family', async () => {
      const moon = world.tokens.MOON.address
      expect(world.pools.some((pool) => pool.tokens.includes('MOON'))).toBe(
        false,
      )
      for (const token of Object.values(world.tokens)) {
        if (token.key === 'MOON') continue
        for (const factory of [
          world.contracts.uniswapV2Factory,
          world.contracts.devSwapFactory,
        ]) {
          expect(await getPair(factory, moon, token.address)).toBe(zeroAddress)
        }
      }
    })

    test('behavior: the router is the chain’s own design, deployed and hashed as recorded', async () => {
      const { publicClient } = chain()
      const { routerDeployment, contracts } = world
      const receipt = await publicClient.getTransactionReceipt({
        hash: routerDeployment.transactionHash,
      })
      expect(receipt.contractAddress).toBe(contracts.router.toLowerCase())
      expect(Number(receipt.blockNumber)).toBe(routerDeployment.blockNumber)
      const code = await publicClient.getCode({ address: contracts.router })
      expect(code && keccak256(code)).toBe(routerDeployment.codeHash)
      expect(code).toBe(
        world.routerDesign === 'Router'
          ? routerDeployedBytecode
          : packedRouterDeployedBytecode,
      )
    })

    // Both factories share V2's getPair(address,address) signature.
    function getPair(factory: Address, tokenA: Address, tokenB: Address) {
      return chain().publicClient.readContract({
        address: factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [tokenA, tokenB],
      })
    }
  },
)

test('behavior: the deterministic contracts sit at one address on both devnets', async () => {
  for (const { name, address, codeHash } of deterministicContracts) {
    const hashes = await Promise.all(
      worlds.map(async ({ chainId }) => {
        const devnet = devnets.get(chainId)
        const code = await devnet?.publicClient.getCode({ address })
        return code ? keccak256(code) : `${name}: no code on ${chainId}`
      }),
    )
    expect(hashes).toEqual([codeHash, codeHash])
  }
  expect(deterministicContracts.map(({ address }) => address)).toEqual([
    batchExecutorAddress,
    floorGuardAddress,
  ])
})
