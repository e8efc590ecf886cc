import {
  type Address,
  erc20Abi,
  formatUnits,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { devAddresses } from './devAccounts.ts'
import {
  devSwapPairAbi,
  multicall3Abi,
  uniswapV2FactoryAbi,
} from './generated/contracts.ts'
import { type StartDevnetReturnType, startDevnet } from './startDevnet.ts'
import { multicall3Address, world } from './world.ts'

let devnet: StartDevnetReturnType

beforeAll(async () => {
  devnet = await startDevnet()
})

afterAll(async () => {
  await devnet?.stop()
})

test('behavior: Multicall3 answers aggregate3 at its canonical address', async () => {
  const { publicClient } = devnet
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
  ).toBe(31337n)
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
  expect(results.map((result) => BigInt(result.returnData))).toEqual(balances)
})

function encodeBalanceOf(account: `0x${string}`): `0x${string}` {
  return `0x70a08231${account.slice(2).toLowerCase().padStart(64, '0')}`
}

test('behavior: every token reports its metadata on chain', async () => {
  for (const token of Object.values(world.tokens)) {
    const read = (functionName: 'symbol' | 'name' | 'decimals') =>
      devnet.publicClient.readContract({
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

test('behavior: accounts 0–9 hold 10,000 ETH and 1–5 hold every token', async () => {
  const { publicClient } = devnet
  for (const address of devAddresses) {
    expect(await publicClient.getBalance({ address })).toBe(parseEther('10000'))
  }
  for (const account of world.seededAccounts) {
    for (const token of Object.values(world.tokens)) {
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
  const { publicClient } = devnet
  const summary: string[] = []
  for (const pool of world.pools) {
    const factory =
      pool.family === 'uniswapV2'
        ? world.contracts.uniswapV2Factory
        : world.contracts.devSwapFactory
    expect(await getPair(factory, pool.token1, pool.token0)).toBe(pool.address)
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
      Number(formatUnits(reserve0, token0.decimals)) * (token0.priceUsd ?? 0)
    const usd1 =
      Number(formatUnits(reserve1, token1.decimals)) * (token1.priceUsd ?? 0)
    expect(usd0).toBeCloseTo(usd1, 6)
    summary.push(`${pool.id} ${pool.feeBps}bps $${usd0}`)
  }
  expect(summary).toMatchInlineSnapshot(`
    [
      "uniswapV2:WETH/USDC 30bps $2400000",
      "devSwap:WETH/USDC 5bps $1500000",
      "uniswapV2:WETH/USDT 30bps $2100000",
      "devSwap:WETH/USDT 5bps $1500000",
      "uniswapV2:USDC/DAI 30bps $2000000",
      "devSwap:USDC/USDT 5bps $2000000",
      "uniswapV2:WETH/WBTC 30bps $1500000",
      "uniswapV2:WETH/DAI 30bps $900000",
      "uniswapV2:UNI/WETH 30bps $900000",
      "devSwap:LINK/USDC 10bps $600000",
      "uniswapV2:USDC_LOOKALIKE/WETH 30bps $9000",
    ]
  `)
})

test('behavior: MOON has no pool in either family', async () => {
  const moon = world.tokens.MOON.address
  expect(world.pools.some((pool) => pool.tokens.includes('MOON'))).toBe(false)
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

// Both factories share V2's getPair(address,address) signature.
function getPair(factory: Address, tokenA: Address, tokenB: Address) {
  return devnet.publicClient.readContract({
    address: factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  })
}
