import {
  type Address,
  BaseError,
  concat,
  decodeAbiParameters,
  decodeErrorResult,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isAddressEqual,
  isHex,
  maxUint256,
  parseEther,
  parseEventLogs,
  parseUnits,
  zeroAddress,
} from 'viem'
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  expect,
  test,
} from 'vitest'
import {
  encodePackedProgram,
  type PackedHop,
  type PackedPath,
} from './encodePackedProgram.ts'
import {
  devSwapPairAbi,
  multicall3Abi,
  packedRouterAbi,
  routerAbi,
  testTokenAbi,
  usdtLikeTokenAbi,
  wrappedNativeAbi,
} from './generated/contracts.ts'
import { type RunningDevnet, startDevnet } from './startDevnet.ts'
import {
  nativeTokenAddress,
  type TokenKey,
  type WorldPool,
  world,
  worldB,
} from './world.ts'

// Devnet B's router: the same swaps as devnet/router.test.ts, written as
// packed programs, plus what only this design has to refuse.

type SwapArgs = {
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  minAmountOut?: bigint
  recipient?: Address
  deadline?: bigint
  paths: PackedPath[]
  value?: bigint
}

let devnet: RunningDevnet
let snapshotId: `0x${string}`
const tokens = worldB.tokens
const router = worldB.contracts.router
const trader = worldB.seededAccounts[0] as Address
const outsider = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  devnet = await startDevnet({ world: worldB })
  const wallet = devnet.walletClientFor(1)
  for (const { address } of Object.values(tokens)) {
    const hash = await wallet.writeContract({
      address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash })
  }
})

afterAll(async () => {
  await devnet?.stop()
})

beforeEach(async () => {
  snapshotId = await devnet.snapshot()
})

afterEach(async () => {
  await devnet.revert(snapshotId)
})

function getPool(id: string): WorldPool {
  const pool = worldB.pools.find((entry) => entry.id === id)
  if (!pool) throw new Error(`no pool ${id}`)
  return pool
}

function hop(poolId: string): PackedHop {
  const pool = getPool(poolId)
  return { pool: pool.address, kind: pool.kind }
}

function getAmountOut(
  amountIn: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  feeBps: number,
): bigint {
  const amountInWithFee = amountIn * BigInt(10_000 - feeBps)
  return (
    (amountInWithFee * reserveOut) / (reserveIn * 10_000n + amountInWithFee)
  )
}

async function getReserves(pool: WorldPool, tokenIn: Address) {
  const [reserve0, reserve1] = await devnet.publicClient.readContract({
    address: pool.address,
    abi: devSwapPairAbi,
    functionName: 'getReserves',
  })
  return isAddressEqual(tokenIn, pool.token0)
    ? { reserveIn: reserve0, reserveOut: reserve1 }
    : { reserveIn: reserve1, reserveOut: reserve0 }
}

/** Quotes a path off-chain from current reserves, hop by hop. */
async function quotePath(
  tokenIn: TokenKey,
  amountIn: bigint,
  poolIds: readonly string[],
): Promise<bigint> {
  let amount = amountIn
  let token = tokens[tokenIn].address
  for (const poolId of poolIds) {
    const pool = getPool(poolId)
    const { reserveIn, reserveOut } = await getReserves(pool, token)
    amount = getAmountOut(amount, reserveIn, reserveOut, pool.feeBps)
    token = isAddressEqual(token, pool.token0) ? pool.token1 : pool.token0
  }
  return amount
}

async function toProgram(args: SwapArgs): Promise<Hex> {
  const block = await devnet.publicClient.getBlock()
  return encodePackedProgram({
    tokenIn: args.tokenIn,
    tokenOut: args.tokenOut,
    amountIn: args.amountIn,
    minAmountOut: args.minAmountOut ?? 0n,
    recipient: args.recipient ?? trader,
    deadline: args.deadline ?? block.timestamp + 600n,
    paths: args.paths,
  })
}

/** eth_call of the raw program from the trader; the returned amountOut. */
async function callProgram(data: Hex, value = 0n): Promise<bigint> {
  const { data: returned } = await devnet.publicClient.call({
    account: trader,
    to: router,
    data,
    value,
  })
  const [amountOut] = decodeAbiParameters(
    [{ type: 'uint256' }],
    returned ?? '0x',
  )
  return amountOut
}

async function simulateSwap(args: SwapArgs): Promise<bigint> {
  return callProgram(await toProgram(args), args.value ?? 0n)
}

const SWAP_GAS_LIMIT = 2_000_000n

async function executeSwap(args: SwapArgs) {
  const data = await toProgram(args)
  const value = args.value ?? 0n
  const result = await callProgram(data, value)
  const hash = await devnet
    .walletClientFor(1)
    .sendTransaction({ to: router, data, value, gas: SWAP_GAS_LIMIT })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const [event] = parseEventLogs({
    abi: packedRouterAbi,
    eventName: 'Swap',
    logs: receipt.logs,
  })
  expect(event?.args.amountOut).toBe(result)
  return { amountOut: result, event, receipt }
}

async function getBalance(token: TokenKey, account: Address): Promise<bigint> {
  return devnet.publicClient.readContract({
    address: tokens[token].address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })
}

/** The router's custom error, decoded from the revert data. */
async function getRevert(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected a revert')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(BaseError)
  // The node's error carries the revert data (RpcRequestError.data).
  const withData = (error as BaseError).walk(
    (cause) =>
      typeof (cause as { data?: unknown }).data === 'string' &&
      isHex((cause as { data: string }).data),
  ) as { data?: unknown } | null
  const data = withData?.data
  if (typeof data !== 'string' || !isHex(data)) {
    throw new Error(`no revert data in ${String(error)}`)
  }
  const decoded = decodeErrorResult({ abi: packedRouterAbi, data })
  return { errorName: decoded.errorName, args: decoded.args }
}

const usdcToWeth = (amountIn: bigint, poolId = 'uniswapV2:WETH/USDC') => ({
  tokenIn: tokens.USDC.address,
  tokenOut: tokens.WETH.address,
  amountIn,
  paths: [{ amountIn, hops: [hop(poolId)] }],
})

test('behavior: no ABI the app or the devnet has decodes its calldata', async () => {
  const data = await toProgram(usdcToWeth(parseUnits('3000', 6)))
  for (const abi of [
    routerAbi,
    packedRouterAbi,
    erc20Abi,
    wrappedNativeAbi,
    testTokenAbi,
    usdtLikeTokenAbi,
    multicall3Abi,
  ]) {
    expect(() => decodeFunctionData({ abi, data })).toThrow()
  }
  // a fallback and custom errors, no function to name
  expect(new Set(packedRouterAbi.map((item) => item.type))).toEqual(
    new Set(['constructor', 'error', 'event', 'fallback', 'receive']),
  )
})

const singlePoolCases = [
  { poolId: 'uniswapV2:WETH/USDC', feeBps: 30 },
  { poolId: 'devSwap:WETH/USDC', feeBps: 8 },
] as const

for (const { poolId, feeBps } of singlePoolCases) {
  test(`behavior: swaps USDC for WETH on ${poolId} at its ${feeBps} bps formula`, async () => {
    expect(getPool(poolId).feeBps).toBe(feeBps)
    const amountIn = parseUnits('3000', 6)
    const expected = await quotePath('USDC', amountIn, [poolId])
    const before = await getBalance('WETH', trader)
    const { amountOut, event } = await executeSwap({
      ...usdcToWeth(amountIn, poolId),
      minAmountOut: expected,
    })
    expect(amountOut).toBe(expected)
    expect((await getBalance('WETH', trader)) - before).toBe(expected)
    expect(event?.args).toEqual({
      _from: trader,
      tokenIn: tokens.USDC.address,
      tokenOut: tokens.WETH.address,
      amountIn,
      amountOut: expected,
      fee: 0n,
    })
  })
}

test('behavior: a split over both families beats every single pool by ≥ 0.3%', async () => {
  const pools = [
    getPool('uniswapV2:WETH/USDC'),
    getPool('devSwap:WETH/USDC'),
  ] as const
  const amountIn = parseEther('10')
  const base = {
    tokenIn: tokens.WETH.address,
    tokenOut: tokens.USDC.address,
    amountIn,
  }
  const single = (pool: WorldPool, poolAmountIn: bigint): PackedPath => ({
    amountIn: poolAmountIn,
    hops: [{ pool: pool.address, kind: pool.kind }],
  })
  let bestSingle = 0n
  for (const pool of pools) {
    const out = await simulateSwap({ ...base, paths: [single(pool, amountIn)] })
    if (out > bestSingle) bestSingle = out
  }
  const [first, second] = await Promise.all(
    pools.map(async (pool) => {
      const { reserveIn, reserveOut } = await getReserves(
        pool,
        tokens.WETH.address,
      )
      return (poolAmountIn: bigint) =>
        getAmountOut(poolAmountIn, reserveIn, reserveOut, pool.feeBps)
    }),
  )
  if (!first || !second) throw new Error('two pools expected')
  let best = { out: 0n, first: 0n }
  for (let permille = 1n; permille < 1000n; permille++) {
    const firstIn = (amountIn * permille) / 1000n
    const out = first(firstIn) + second(amountIn - firstIn)
    if (out > best.out) best = { out, first: firstIn }
  }
  const { amountOut } = await executeSwap({
    ...base,
    minAmountOut: best.out,
    paths: [
      single(pools[0], best.first),
      single(pools[1], amountIn - best.first),
    ],
  })
  expect(amountOut).toBe(best.out)
  expect(amountOut * 1000n).toBeGreaterThanOrEqual(bestSingle * 1003n)
})

const twoHopCases = [
  {
    tokenIn: 'LINK',
    tokenOut: 'WETH',
    route: ['devSwap:LINK/USDC', 'uniswapV2:WETH/USDC'],
  },
  {
    tokenIn: 'UNI',
    tokenOut: 'DAI',
    route: ['uniswapV2:UNI/WETH', 'uniswapV2:WETH/DAI'],
  },
] as const

for (const { tokenIn, tokenOut, route } of twoHopCases) {
  test(`behavior: routes ${tokenIn}→${tokenOut} in two hops`, async () => {
    const amountIn = parseUnits('1000', 18)
    const expected = await quotePath(tokenIn, amountIn, route)
    const before = await getBalance(tokenOut, trader)
    const { amountOut } = await executeSwap({
      tokenIn: tokens[tokenIn].address,
      tokenOut: tokens[tokenOut].address,
      amountIn,
      minAmountOut: expected,
      paths: [{ amountIn, hops: route.map(hop) }],
    })
    expect(amountOut).toBe(expected)
    expect((await getBalance(tokenOut, trader)) - before).toBe(expected)
  })
}

test('behavior: pulls a token that returns nothing (USDT) from the payer', async () => {
  const amountIn = parseUnits('5000', 6)
  const poolId = 'devSwap:WETH/USDT'
  const expected = await quotePath('USDT', amountIn, [poolId])
  const before = await getBalance('USDT', trader)
  const { amountOut } = await executeSwap({
    tokenIn: tokens.USDT.address,
    tokenOut: tokens.WETH.address,
    amountIn,
    paths: [{ amountIn, hops: [hop(poolId)] }],
  })
  expect(amountOut).toBe(expected)
  expect(before - (await getBalance('USDT', trader))).toBe(amountIn)
})

test('behavior: wraps native input sent as value', async () => {
  const amountIn = parseEther('2')
  const poolId = 'devSwap:WETH/USDC'
  const expected = await quotePath('WETH', amountIn, [poolId])
  const { amountOut, event } = await executeSwap({
    tokenIn: nativeTokenAddress,
    tokenOut: tokens.USDC.address,
    amountIn,
    value: amountIn,
    recipient: outsider,
    paths: [{ amountIn, hops: [hop(poolId)] }],
  })
  expect(amountOut).toBe(expected)
  expect(await getBalance('USDC', outsider)).toBe(expected)
  expect(event?.args.tokenIn).toBe(nativeTokenAddress)
  expect(await getBalance('WETH', router)).toBe(0n)
})

test('behavior: unwraps native output to the recipient', async () => {
  const amountIn = parseUnits('6000', 6)
  const half = amountIn / 2n
  const expected =
    (await quotePath('USDC', half, ['uniswapV2:WETH/USDC'])) +
    (await quotePath('USDC', amountIn - half, ['devSwap:WETH/USDC']))
  const ethBefore = await devnet.publicClient.getBalance({ address: outsider })
  const { amountOut } = await executeSwap({
    tokenIn: tokens.USDC.address,
    tokenOut: nativeTokenAddress,
    amountIn,
    minAmountOut: expected,
    recipient: outsider,
    paths: [
      { amountIn: half, hops: [hop('uniswapV2:WETH/USDC')] },
      { amountIn: amountIn - half, hops: [hop('devSwap:WETH/USDC')] },
    ],
  })
  expect(amountOut).toBe(expected)
  const ethAfter = await devnet.publicClient.getBalance({ address: outsider })
  expect(ethAfter - ethBefore).toBe(expected)
  expect(await devnet.publicClient.getBalance({ address: router })).toBe(0n)
  expect(await getBalance('WETH', router)).toBe(0n)
})

test('behavior: a zero recipient pays msg.sender', async () => {
  const amountIn = parseUnits('3000', 6)
  const expected = await quotePath('USDC', amountIn, ['uniswapV2:WETH/USDC'])
  const before = await getBalance('WETH', trader)
  const { event } = await executeSwap({
    ...usdcToWeth(amountIn),
    recipient: zeroAddress,
  })
  expect((await getBalance('WETH', trader)) - before).toBe(expected)
  expect(event?.args._from).toBe(trader)
})

test('behavior: reverts with InsufficientOutput below minAmountOut', async () => {
  const amountIn = parseUnits('3000', 6)
  const expected = await quotePath('USDC', amountIn, ['uniswapV2:WETH/USDC'])
  expect(
    await getRevert(
      simulateSwap({ ...usdcToWeth(amountIn), minAmountOut: expected + 1n }),
    ),
  ).toEqual({
    errorName: 'InsufficientOutput',
    args: [expected, expected + 1n],
  })
})

test('behavior: reverts with Expired after the deadline', async () => {
  const { timestamp } = await devnet.publicClient.getBlock()
  const deadline = timestamp - 1n
  const revert = await getRevert(
    simulateSwap({ ...usdcToWeth(parseUnits('3000', 6)), deadline }),
  )
  expect(revert.errorName).toBe('Expired')
  expect(revert.args?.[0]).toBe(deadline)
})

test('behavior: reverts when paths or value disagree with amountIn', async () => {
  const amountIn = parseUnits('3000', 6)
  const short = {
    ...usdcToWeth(amountIn),
    paths: [{ amountIn: amountIn - 1n, hops: [hop('uniswapV2:WETH/USDC')] }],
  }
  expect(await getRevert(simulateSwap(short))).toEqual({
    errorName: 'PathsDoNotAddUp',
    args: [amountIn - 1n, amountIn],
  })
  expect(
    await getRevert(simulateSwap({ ...usdcToWeth(amountIn), value: 1n })),
  ).toEqual({ errorName: 'WrongValue', args: [1n, 0n] })
  const oneEth = parseEther('1')
  expect(
    await getRevert(
      simulateSwap({
        tokenIn: nativeTokenAddress,
        tokenOut: tokens.USDC.address,
        amountIn: oneEth,
        value: oneEth / 2n,
        paths: [{ amountIn: oneEth, hops: [hop('uniswapV2:WETH/USDC')] }],
      }),
    ),
  ).toEqual({ errorName: 'WrongValue', args: [oneEth / 2n, oneEth] })
})

test('behavior: reverts when a pool does not trade the hop’s token or a path ends elsewhere', async () => {
  const amountIn = parseUnits('3000', 6)
  const daiPool = getPool('uniswapV2:WETH/DAI')
  expect(
    await getRevert(
      simulateSwap({
        ...usdcToWeth(amountIn),
        paths: [{ amountIn, hops: [hop('uniswapV2:WETH/DAI')] }],
      }),
    ),
  ).toEqual({
    errorName: 'PoolDoesNotTrade',
    args: [daiPool.address, tokens.USDC.address],
  })
  expect(
    await getRevert(
      simulateSwap({
        ...usdcToWeth(amountIn),
        tokenOut: tokens.DAI.address,
      }),
    ),
  ).toEqual({
    errorName: 'PathEndsElsewhere',
    args: [tokens.WETH.address, tokens.DAI.address],
  })
  const kind = await getRevert(
    simulateSwap({
      ...usdcToWeth(amountIn),
      paths: [{ amountIn, hops: [{ ...hop('uniswapV2:WETH/USDC'), kind: 7 }] }],
    }),
  )
  expect(kind.errorName).toBe('UnknownPoolKind')
})

test('behavior: refuses trailing bytes, a truncated program, another version and Router calldata', async () => {
  const program = await toProgram(usdcToWeth(parseUnits('3000', 6)))
  const length = (program.length - 2) / 2
  expect(await getRevert(callProgram(concat([program, '0x00'])))).toEqual({
    errorName: 'MalformedProgram',
    args: [BigInt(length)],
  })
  expect(
    (await getRevert(callProgram(program.slice(0, -2) as Hex))).errorName,
  ).toBe('MalformedProgram')
  expect(
    await getRevert(callProgram(`0x02${program.slice(4)}` as Hex)),
  ).toEqual({ errorName: 'UnsupportedVersion', args: [2] })
  // Devnet A's calldata for the same swap means nothing here.
  const amountIn = parseUnits('3000', 6)
  const routerCalldata = encodeFunctionData({
    abi: routerAbi,
    functionName: 'swap',
    args: [
      tokens.USDC.address,
      tokens.WETH.address,
      amountIn,
      0n,
      trader,
      maxUint256,
      [
        {
          amountIn,
          hops: [
            { ...hop('uniswapV2:WETH/USDC'), tokenOut: tokens.WETH.address },
          ],
        },
      ],
    ],
  })
  expect((await getRevert(callProgram(routerCalldata))).errorName).toBe(
    'UnsupportedVersion',
  )
})

test('behavior: refuses native coin from anyone but the wrapped native token', async () => {
  const revert = await getRevert(
    devnet.walletClientFor(1).sendTransaction({ to: router, value: 1n }),
  )
  expect(revert).toEqual({ errorName: 'UnexpectedNative', args: [trader] })
})

test('behavior: none of its addresses is one of Devnet A’s', () => {
  const addressesOf = (w: typeof world) => [
    ...Object.values(w.contracts).filter(
      (address) => address !== w.contracts.multicall3,
    ),
    ...Object.values(w.tokens).map((token) => token.address),
    ...w.pools.map((pool) => pool.address),
  ]
  const fromA = new Set(addressesOf(world).map((a) => a.toLowerCase()))
  for (const address of addressesOf(worldB)) {
    expect(fromA.has(address.toLowerCase()), address).toBe(false)
  }
  expect(worldB.chainId).toBe(31338)
  expect(worldB.contracts.multicall3).toBe(world.contracts.multicall3)
})
