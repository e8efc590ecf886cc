import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  erc20Abi,
  isAddressEqual,
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
import { devSwapPairAbi, routerAbi } from './generated/contracts.ts'
import { type RunningDevnet, startDevnet } from './startDevnet.ts'
import {
  nativeTokenAddress,
  type TokenKey,
  type WorldPool,
  world,
} from './world.ts'

type Hop = { pool: Address; kind: number; tokenOut: Address }
type Path = { amountIn: bigint; hops: Hop[] }
type SwapArgs = {
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  minAmountOut?: bigint
  recipient?: Address
  deadline?: bigint
  paths: Path[]
  value?: bigint
}

let devnet: RunningDevnet
let snapshotId: `0x${string}`
const tokens = world.tokens
const router = world.contracts.router
const trader = world.seededAccounts[0] as Address
const outsider = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  devnet = await startDevnet()
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
  const pool = world.pools.find((entry) => entry.id === id)
  if (!pool) throw new Error(`no pool ${id}`)
  return pool
}

function hop(poolId: string, tokenOut: TokenKey): Hop {
  const pool = getPool(poolId)
  return {
    pool: pool.address,
    kind: pool.kind,
    tokenOut: tokens[tokenOut].address,
  }
}

// Both families: amountIn*(10000-fee)*rOut / (rIn*10000 + amountIn*(10000-fee))
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
  poolIds: string[],
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

async function getDeadline(): Promise<bigint> {
  const block = await devnet.publicClient.getBlock()
  return block.timestamp + 600n
}

async function toContractArgs(args: SwapArgs) {
  return [
    args.tokenIn,
    args.tokenOut,
    args.amountIn,
    args.minAmountOut ?? 0n,
    args.recipient ?? trader,
    args.deadline ?? (await getDeadline()),
    args.paths,
  ] as const
}

async function simulateSwap(args: SwapArgs) {
  return devnet.publicClient.simulateContract({
    account: devnet.walletClientFor(1).account,
    address: router,
    abi: routerAbi,
    functionName: 'swap',
    args: await toContractArgs(args),
    value: args.value ?? 0n,
  })
}

const SWAP_GAS_LIMIT = 2_000_000n

async function executeSwap(args: SwapArgs) {
  const { request, result } = await simulateSwap(args)
  // A fixed limit, not the estimate: an estimate made in the same second as a
  // Uniswap V2 pair's last update misses the price-accumulator writes the
  // mined block performs when its timestamp has moved on (≈ 44k gas a hop).
  const hash = await devnet
    .walletClientFor(1)
    .writeContract({ ...request, gas: SWAP_GAS_LIMIT })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const [event] = parseEventLogs({
    abi: routerAbi,
    eventName: 'Swap',
    logs: receipt.logs,
  })
  expect(event?.args.amountOut).toBe(result)
  return { amountOut: result, event }
}

async function getBalance(token: TokenKey, account: Address): Promise<bigint> {
  return devnet.publicClient.readContract({
    address: tokens[token].address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })
}

async function getRevert(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected a revert')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(BaseError)
  const revert = (error as BaseError).walk(
    (cause) => cause instanceof ContractFunctionRevertedError,
  )
  expect(revert).toBeInstanceOf(ContractFunctionRevertedError)
  const { data } = revert as ContractFunctionRevertedError
  return { errorName: data?.errorName, args: data?.args }
}

const singlePoolCases = [
  { poolId: 'uniswapV2:WETH/USDC', feeBps: 30 },
  { poolId: 'devSwap:WETH/USDC', feeBps: 5 },
] as const

for (const { poolId, feeBps } of singlePoolCases) {
  test(`behavior: swaps USDC for WETH on ${poolId} at its ${feeBps} bps formula`, async () => {
    expect(getPool(poolId).feeBps).toBe(feeBps)
    const amountIn = parseUnits('3000', 6)
    const expected = await quotePath('USDC', amountIn, [poolId])
    const before = await getBalance('WETH', trader)
    const { amountOut, event } = await executeSwap({
      tokenIn: tokens.USDC.address,
      tokenOut: tokens.WETH.address,
      amountIn,
      minAmountOut: expected,
      paths: [{ amountIn, hops: [hop(poolId, 'WETH')] }],
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

const splitCases = [
  { tokenIn: 'WETH', tokenOut: 'USDC', amount: '10' },
  { tokenIn: 'USDC', tokenOut: 'WETH', amount: '30000' },
  { tokenIn: 'WETH', tokenOut: 'USDT', amount: '10' },
  { tokenIn: 'USDT', tokenOut: 'WETH', amount: '30000' },
] as const

for (const { tokenIn, tokenOut, amount } of splitCases) {
  test(`behavior: splitting ${amount} ${tokenIn}→${tokenOut} over both families beats every single pool by ≥ 0.3%`, async () => {
    const stable = tokenIn === 'WETH' ? tokenOut : tokenIn
    const pools = [
      getPool(`uniswapV2:WETH/${stable}`),
      getPool(`devSwap:WETH/${stable}`),
    ] as const
    const amountIn = parseUnits(amount, tokens[tokenIn].decimals)
    const swapOn = (pool: WorldPool, poolAmountIn: bigint): Path => ({
      amountIn: poolAmountIn,
      hops: [
        {
          pool: pool.address,
          kind: pool.kind,
          tokenOut: tokens[tokenOut].address,
        },
      ],
    })
    const base = {
      tokenIn: tokens[tokenIn].address,
      tokenOut: tokens[tokenOut].address,
      amountIn,
    }
    let bestSingle = 0n
    for (const pool of pools) {
      const { result } = await simulateSwap({
        ...base,
        paths: [swapOn(pool, amountIn)],
      })
      if (result > bestSingle) bestSingle = result
    }

    // best split off-chain from the current reserves, in 0.1% steps
    const [first, second] = await Promise.all(
      pools.map(async (pool) => {
        const { reserveIn, reserveOut } = await getReserves(
          pool,
          tokens[tokenIn].address,
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
        swapOn(pools[0], best.first),
        swapOn(pools[1], amountIn - best.first),
      ],
    })
    expect(amountOut).toBe(best.out)
    expect(amountOut * 1000n).toBeGreaterThanOrEqual(bestSingle * 1003n)
  })
}

const twoHopCases = [
  {
    tokenIn: 'LINK',
    tokenOut: 'WETH',
    route: [
      ['devSwap:LINK/USDC', 'USDC'],
      ['uniswapV2:WETH/USDC', 'WETH'],
    ],
  },
  {
    tokenIn: 'UNI',
    tokenOut: 'USDC',
    route: [
      ['uniswapV2:UNI/WETH', 'WETH'],
      ['devSwap:WETH/USDC', 'USDC'],
    ],
  },
  {
    tokenIn: 'UNI',
    tokenOut: 'DAI',
    route: [
      ['uniswapV2:UNI/WETH', 'WETH'],
      ['uniswapV2:WETH/DAI', 'DAI'],
    ],
  },
] as const

for (const { tokenIn, tokenOut, route } of twoHopCases) {
  test(`behavior: routes ${tokenIn}→${tokenOut} in two hops through ${route[0][1]}`, async () => {
    const amountIn = parseUnits('1000', 18)
    const poolIds = route.map(([poolId]) => poolId)
    const expected = await quotePath(tokenIn, amountIn, poolIds)
    const before = await getBalance(tokenOut, trader)
    const { amountOut } = await executeSwap({
      tokenIn: tokens[tokenIn].address,
      tokenOut: tokens[tokenOut].address,
      amountIn,
      minAmountOut: expected,
      paths: [
        { amountIn, hops: route.map(([poolId, out]) => hop(poolId, out)) },
      ],
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
    paths: [{ amountIn, hops: [hop(poolId, 'WETH')] }],
  })
  expect(amountOut).toBe(expected)
  expect(before - (await getBalance('USDT', trader))).toBe(amountIn)
})

test('behavior: wraps native input sent as value', async () => {
  const amountIn = parseEther('2')
  const poolId = 'devSwap:WETH/USDC'
  const expected = await quotePath('WETH', amountIn, [poolId])
  const usdcBefore = await getBalance('USDC', outsider)
  const { amountOut, event } = await executeSwap({
    tokenIn: nativeTokenAddress,
    tokenOut: tokens.USDC.address,
    amountIn,
    value: amountIn,
    recipient: outsider,
    paths: [{ amountIn, hops: [hop(poolId, 'USDC')] }],
  })
  expect(amountOut).toBe(expected)
  expect((await getBalance('USDC', outsider)) - usdcBefore).toBe(expected)
  expect(event?.args.tokenIn).toBe(nativeTokenAddress)
  expect(await getBalance('WETH', router)).toBe(0n)
})

test('behavior: unwraps native output to the recipient', async () => {
  const amountIn = parseUnits('6000', 6)
  const poolIds = ['uniswapV2:WETH/USDC', 'devSwap:WETH/USDC']
  const half = amountIn / 2n
  const expected =
    (await quotePath('USDC', half, [poolIds[0] as string])) +
    (await quotePath('USDC', amountIn - half, [poolIds[1] as string]))
  const ethBefore = await devnet.publicClient.getBalance({ address: outsider })
  const { amountOut } = await executeSwap({
    tokenIn: tokens.USDC.address,
    tokenOut: nativeTokenAddress,
    amountIn,
    minAmountOut: expected,
    recipient: outsider,
    paths: [
      { amountIn: half, hops: [hop(poolIds[0] as string, 'WETH')] },
      { amountIn: amountIn - half, hops: [hop(poolIds[1] as string, 'WETH')] },
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
  const poolId = 'uniswapV2:WETH/USDC'
  const expected = await quotePath('USDC', amountIn, [poolId])
  const sender = devnet.walletClientFor(1).account.address
  expect(sender).toBe(trader)
  const senderBefore = await getBalance('WETH', sender)
  const zeroBefore = await getBalance('WETH', zeroAddress)
  const { amountOut, event } = await executeSwap({
    tokenIn: tokens.USDC.address,
    tokenOut: tokens.WETH.address,
    amountIn,
    minAmountOut: expected,
    recipient: zeroAddress,
    paths: [{ amountIn, hops: [hop(poolId, 'WETH')] }],
  })
  expect(amountOut).toBe(expected)
  expect((await getBalance('WETH', sender)) - senderBefore).toBe(expected)
  expect(await getBalance('WETH', zeroAddress)).toBe(zeroBefore)
  expect(event?.args._from).toBe(sender)
})

test('behavior: reverts with InsufficientOutput below minAmountOut', async () => {
  const amountIn = parseUnits('3000', 6)
  const poolId = 'uniswapV2:WETH/USDC'
  const expected = await quotePath('USDC', amountIn, [poolId])
  const revert = await getRevert(
    simulateSwap({
      tokenIn: tokens.USDC.address,
      tokenOut: tokens.WETH.address,
      amountIn,
      minAmountOut: expected + 1n,
      paths: [{ amountIn, hops: [hop(poolId, 'WETH')] }],
    }),
  )
  expect(revert).toEqual({
    errorName: 'InsufficientOutput',
    args: [expected, expected + 1n],
  })
})

test('behavior: reverts with Expired after the deadline', async () => {
  const amountIn = parseUnits('3000', 6)
  const { timestamp } = await devnet.publicClient.getBlock()
  const deadline = timestamp - 1n
  const revert = await getRevert(
    simulateSwap({
      tokenIn: tokens.USDC.address,
      tokenOut: tokens.WETH.address,
      amountIn,
      deadline,
      paths: [{ amountIn, hops: [hop('uniswapV2:WETH/USDC', 'WETH')] }],
    }),
  )
  expect(revert.errorName).toBe('Expired')
  expect(revert.args?.[0]).toBe(deadline)
  expect(revert.args?.[1]).toBeGreaterThan(deadline)
})

test('behavior: reverts with InvalidAmount when paths or value disagree with amountIn', async () => {
  const amountIn = parseUnits('3000', 6)
  const paths = [
    { amountIn: amountIn - 1n, hops: [hop('uniswapV2:WETH/USDC', 'WETH')] },
  ]
  const base = {
    tokenIn: tokens.USDC.address,
    tokenOut: tokens.WETH.address,
    amountIn,
  }
  expect((await getRevert(simulateSwap({ ...base, paths }))).errorName).toBe(
    'InvalidAmount',
  )
  const exactPaths = [{ ...paths[0], amountIn } as Path]
  expect(
    (await getRevert(simulateSwap({ ...base, paths: exactPaths, value: 1n })))
      .errorName,
  ).toBe('InvalidAmount')
  const ethPaths = [
    { amountIn: parseEther('1'), hops: [hop('uniswapV2:WETH/USDC', 'USDC')] },
  ]
  const nativeRevert = await getRevert(
    simulateSwap({
      tokenIn: nativeTokenAddress,
      tokenOut: tokens.USDC.address,
      amountIn: parseEther('1'),
      value: parseEther('0.5'),
      paths: ethPaths,
    }),
  )
  expect(nativeRevert.errorName).toBe('InvalidAmount')
})

test('behavior: reverts with InvalidPath when a hop does not match its pool', async () => {
  const amountIn = parseUnits('3000', 6)
  const revert = await getRevert(
    simulateSwap({
      tokenIn: tokens.USDC.address,
      tokenOut: tokens.DAI.address,
      amountIn,
      paths: [{ amountIn, hops: [hop('uniswapV2:WETH/DAI', 'DAI')] }],
    }),
  )
  expect(revert.errorName).toBe('InvalidPath')
})
