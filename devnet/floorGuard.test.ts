// The floor guard on a real anvil, in the shape the app sends it: a dev
// account delegated to the batch executor (EIP-7702) runs
// [approve?, guard.snapshot(checks), the swap, guard.verify(checks)] as one
// transaction. Every bound is broken by one unit and met exactly; a broken
// bound reverts the whole batch and leaves every balance as it was.
import {
  type Address,
  concat,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  keccak256,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
} from 'vitest'
import {
  batchExecutorAddress,
  floorGuard,
  floorGuardAddress,
} from './deterministic.ts'
import { type DevAccountIndex, devAddresses } from './devAccounts.ts'
import {
  batchExecutorAbi,
  floorGuardAbi,
  multicall3Abi,
  routerAbi,
} from './generated/contracts.ts'
import { type RunningDevnet, startDevnet } from './startDevnet.ts'
import { type BatchCall, executeBatch } from './testing/executeBatch.ts'
import { getRevertData } from './testing/getRevertData.ts'
import { multicall3Address, type TokenKey, world } from './world.ts'

type Check = { token: Address; account: Address; kind: number; amount: bigint }

const MIN_GAIN = 0
const MAX_LOSS = 1
const native: Address = '0x0000000000000000000000000000000000000000'
const payerIndex = 1
const payer = devAddresses[payerIndex]
const receiver: Address = '0x000000000000000000000000000000000000bEEF'
const usdc = world.tokens.USDC.address
const dai = world.tokens.DAI.address
const usdt = world.tokens.USDT.address
const router = world.contracts.router

let devnet: RunningDevnet
let snapshotId: Hex

beforeAll(async () => {
  devnet = await startDevnet()
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

const snapshot = (checks: readonly Check[]): BatchCall => ({
  target: floorGuardAddress,
  data: encodeFunctionData({
    abi: floorGuardAbi,
    functionName: 'snapshot',
    args: [checks],
  }),
})
const verify = (checks: readonly Check[]): BatchCall => ({
  target: floorGuardAddress,
  data: encodeFunctionData({
    abi: floorGuardAbi,
    functionName: 'verify',
    args: [checks],
  }),
})
const transfer = (token: Address, to: Address, amount: bigint): BatchCall =>
  token === native
    ? { target: to, value: amount }
    : {
        target: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        }),
      }
const approve = (token: Address, spender: Address, amount: bigint) => ({
  target: token,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
  }),
})

function balanceOf(token: Address, account: Address): Promise<bigint> {
  return token === native
    ? devnet.publicClient.getBalance({ address: account })
    : devnet.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      })
}

/**
 * Runs the batch for real and, where it fails, says why: the revert data
 * comes from an `eth_call` of the same batch against the same state, the
 * receipt from mining it with a fixed gas limit (no estimate to stop it).
 */
async function runBatch(
  calls: readonly BatchCall[],
  accountIndex: DevAccountIndex = payerIndex,
) {
  const account = devAddresses[accountIndex]
  const revert = await getRevertData(
    devnet.publicClient.simulateContract({
      account,
      address: account,
      abi: [...batchExecutorAbi, ...floorGuardAbi, ...routerAbi],
      functionName: 'execute',
      args: [
        calls.map(({ target, value, data }) => ({
          target,
          value: value ?? 0n,
          data: data ?? '0x',
        })),
      ],
      // The account as it is once its authorization is processed.
      stateOverride: [
        {
          address: account,
          code: concat(['0xef0100', batchExecutorAddress]),
        },
      ],
    }),
  )
  const hash = await executeBatch({
    devnet,
    accountIndex,
    calls,
    gas: 3_000_000n,
  })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  return { status: receipt.status, revert, receipt }
}

/** Balances of every (token, account) pair, to show nothing moved. */
async function readBalances(pairs: readonly [Address, Address][]) {
  return Promise.all(pairs.map(([token, account]) => balanceOf(token, account)))
}

test('behavior: the guard sits at its CREATE2 address with the pinned code', async () => {
  const code = await devnet.publicClient.getCode({ address: floorGuardAddress })
  expect(keccak256(code ?? '0x')).toBe(floorGuard.codeHash)
})

describe.each([
  ['an ERC-20', usdc, parseUnits('1000', 6)],
  ['the native coin', native, parseEther('1')],
] as const)('bounds on %s', (_, token, moved) => {
  const row = (account: Address, kind: number, amount: bigint): Check => ({
    token,
    account,
    kind,
    amount,
  })
  // The payer sends `moved` to the receiver between snapshot and verify.
  const guarded = (checks: Check[]) => [
    snapshot(checks),
    transfer(token, receiver, moved),
    verify(checks),
  ]

  test('behavior: MIN_GAIN passes at the floor', async () => {
    const before = await balanceOf(token, receiver)
    const { status } = await runBatch(guarded([row(receiver, MIN_GAIN, moved)]))
    expect(status).toBe('success')
    expect(await balanceOf(token, receiver)).toBe(before + moved)
  })

  test('behavior: MIN_GAIN one unit above the gain reverts the batch', async () => {
    const before = await balanceOf(token, receiver)
    const { status, revert } = await runBatch(
      guarded([row(receiver, MIN_GAIN, moved + 1n)]),
    )
    expect(status).toBe('reverted')
    expect(revert).toEqual({
      abiItem: expect.anything(),
      errorName: 'GainBelowFloor',
      args: [0n, token, receiver, moved, moved + 1n],
    })
    expect(await balanceOf(token, receiver)).toBe(before)
  })

  test('behavior: MIN_GAIN fails when the balance falls, even with a floor of 0', async () => {
    const { status, revert } = await runBatch(
      guarded([row(payer, MIN_GAIN, 0n)]),
    )
    expect(status).toBe('reverted')
    expect(revert).toMatchObject({
      errorName: 'BalanceFell',
      args: [0n, token, payer, moved, 0n],
    })
  })

  test('behavior: MAX_LOSS passes at the bound', async () => {
    const { status } = await runBatch(guarded([row(payer, MAX_LOSS, moved)]))
    expect(status).toBe('success')
  })

  test('behavior: MAX_LOSS one unit below the loss reverts the batch', async () => {
    const [before] = await readBalances([[token, receiver]])
    const { status, revert } = await runBatch(
      guarded([row(payer, MAX_LOSS, moved - 1n)]),
    )
    expect(status).toBe('reverted')
    expect(revert).toMatchObject({
      errorName: 'LossAboveBound',
      args: [0n, token, payer, moved, moved - 1n],
    })
    expect(await balanceOf(token, receiver)).toBe(before)
  })

  test('behavior: MAX_LOSS 0 fails on a fall of one unit', async () => {
    const checks = [row(payer, MAX_LOSS, 0n)]
    const { status, revert } = await runBatch([
      snapshot(checks),
      transfer(token, receiver, 1n),
      verify(checks),
    ])
    expect(status).toBe('reverted')
    expect(revert).toMatchObject({
      errorName: 'LossAboveBound',
      args: [0n, token, payer, 1n, 0n],
    })
  })

  test('behavior: MAX_LOSS 0 lets any gain pass', async () => {
    const { status } = await runBatch(guarded([row(receiver, MAX_LOSS, 0n)]))
    expect(status).toBe('success')
  })
})

describe('the swap batch through Devnet’s router', () => {
  const amountIn = parseUnits('10', 18)

  // What a service's transaction for `tokenIn` → USDC does: the router's
  // swap, paying the payer, with a minimum of 0 (the case the app cannot
  // decode: nothing but the guard holds the floor).
  async function swapCall(
    tokenIn: TokenKey,
    poolId: string,
    amount: bigint,
    recipient: Address = payer,
  ) {
    const hopPool = world.pools.find(({ id }) => id === poolId)
    if (!hopPool) throw new Error(`no pool ${poolId}`)
    const block = await devnet.publicClient.getBlock()
    return {
      target: router,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swap',
        args: [
          world.tokens[tokenIn].address,
          usdc,
          amount,
          0n,
          recipient,
          block.timestamp + 600n,
          [
            {
              amountIn: amount,
              hops: [
                { pool: hopPool.address, kind: hopPool.kind, tokenOut: usdc },
              ],
            },
          ],
        ],
      }),
    }
  }

  // The quote the person saw: what the swap pays now, measured by the node.
  async function quote(call: BatchCall): Promise<bigint> {
    const { results } = await devnet.publicClient.simulateCalls({
      account: payer,
      calls: [
        { to: dai, data: approve(dai, router, amountIn).data },
        { to: call.target, data: call.data },
      ],
    })
    const swap = results[1]
    if (swap?.status !== 'success') throw new Error('the swap does not run')
    return BigInt(swap.data)
  }

  // The rows the app writes: the recipient gains at least the floor, the
  // sell token falls by at most the amount, another token approved to the
  // router does not fall at all.
  const checksFor = (floor: bigint): Check[] => [
    { token: usdc, account: payer, kind: MIN_GAIN, amount: floor },
    { token: dai, account: payer, kind: MAX_LOSS, amount: amountIn },
    { token: usdt, account: payer, kind: MAX_LOSS, amount: 0n },
  ]
  const watched: [Address, Address][] = [
    [usdc, payer],
    [dai, payer],
    [usdt, payer],
  ]

  beforeEach(async () => {
    // The payer once approved USDT to the router without limit.
    const hash = await devnet.walletClientFor(payerIndex).writeContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash })
  })

  test('behavior: an honest swap with its approval passes in one transaction', async () => {
    const swap = await swapCall('DAI', 'uniswapV2:USDC/DAI', amountIn)
    const floor = await quote(swap)
    const before = await readBalances(watched)
    const checks = checksFor(floor)
    const { status } = await runBatch([
      approve(dai, router, amountIn),
      snapshot(checks),
      swap,
      verify(checks),
    ])
    expect(status).toBe('success')
    const after = await readBalances(watched)
    expect(after.map((balance, i) => balance - (before[i] ?? 0n))).toEqual([
      floor,
      -amountIn,
      0n,
    ])
  })

  test('behavior: the pool moved after the quote: the whole batch reverts, approval included', async () => {
    const swap = await swapCall('DAI', 'uniswapV2:USDC/DAI', amountIn)
    const floor = await quote(swap)
    // Someone else sells DAI into the pool before the batch lands.
    const other = devnet.walletClientFor(2)
    await devnet.publicClient.waitForTransactionReceipt({
      hash: await other.writeContract({
        address: dai,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
    })
    const adverse = await swapCall(
      'DAI',
      'uniswapV2:USDC/DAI',
      parseEther('50000'),
      other.account.address,
    )
    const adverseReceipt = await devnet.publicClient.waitForTransactionReceipt({
      hash: await other.sendTransaction({
        to: adverse.target,
        data: adverse.data,
        gas: 2_000_000n,
      }),
    })
    expect(adverseReceipt.status).toBe('success')
    const before = await readBalances(watched)
    const ethBefore = await balanceOf(native, payer)
    const checks = checksFor(floor)
    const { status, revert, receipt } = await runBatch([
      approve(dai, router, amountIn),
      snapshot(checks),
      swap,
      verify(checks),
    ])
    expect(status).toBe('reverted')
    expect(revert?.errorName).toBe('GainBelowFloor')
    expect(revert?.args?.slice(0, 3)).toEqual([0n, usdc, payer])
    expect(revert?.args?.[3]).toBeLessThan(floor)
    expect(await readBalances(watched)).toEqual(before)
    expect(
      await devnet.publicClient.readContract({
        address: dai,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [payer, router],
      }),
    ).toBe(0n)
    // The person loses only the gas.
    expect(await balanceOf(native, payer)).toBe(
      ethBefore - receipt.gasUsed * receipt.effectiveGasPrice,
    )
  })

  test('behavior: a program spending another approved token reverts the batch', async () => {
    const honest = await swapCall('DAI', 'uniswapV2:USDC/DAI', amountIn)
    const floor = await quote(honest)
    // The service's transaction takes the payer's USDT (approved without
    // limit) instead of the DAI the card names; it still pays the floor.
    const bent = await swapCall(
      'USDT',
      'devSwap:USDC/USDT',
      parseUnits('10', 6),
    )
    const before = await readBalances(watched)
    const checks = checksFor(floor)
    const { status, revert } = await runBatch([
      approve(dai, router, amountIn),
      snapshot(checks),
      bent,
      verify(checks),
    ])
    expect(status).toBe('reverted')
    expect(revert).toMatchObject({
      errorName: 'LossAboveBound',
      args: [2n, usdt, payer, parseUnits('10', 6), 0n],
    })
    expect(await readBalances(watched)).toEqual(before)
  })
})

describe('snapshots', () => {
  const checks: Check[] = [
    { token: usdc, account: payer, kind: MAX_LOSS, amount: 0n },
  ]

  test('behavior: verify without a snapshot reverts NoSnapshot', async () => {
    expect(
      await getRevertData(
        devnet.publicClient.simulateContract({
          account: payer,
          address: floorGuardAddress,
          abi: floorGuardAbi,
          functionName: 'verify',
          args: [checks],
        }),
      ),
    ).toMatchObject({ errorName: 'NoSnapshot' })
  })

  test('behavior: a snapshot and its verify pass once; a second verify reverts', async () => {
    expect((await runBatch([snapshot(checks), verify(checks)])).status).toBe(
      'success',
    )
    const { status, revert } = await runBatch([
      snapshot(checks),
      verify(checks),
      verify(checks),
    ])
    expect(status).toBe('reverted')
    expect(revert).toMatchObject({ errorName: 'NoSnapshot' })
  })

  test('behavior: a snapshot taken by another sender does not count', async () => {
    // In the payer's own transaction, Multicall3 takes the snapshot: the
    // guard keys it by Multicall3, so the payer's verify finds none.
    const byMulticall: BatchCall = {
      target: multicall3Address,
      data: encodeFunctionData({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [
          [
            {
              target: floorGuardAddress,
              allowFailure: false,
              callData: snapshot(checks).data ?? '0x',
            },
          ],
        ],
      }),
    }
    const { status, revert } = await runBatch([byMulticall, verify(checks)])
    expect(status).toBe('reverted')
    expect(revert).toMatchObject({ errorName: 'NoSnapshot' })
  })

  test('behavior: a snapshot is for its own checks only', async () => {
    const other: Check[] = [{ ...checks[0], amount: 1n } as Check]
    const { revert } = await runBatch([snapshot(checks), verify(other)])
    expect(revert).toMatchObject({ errorName: 'NoSnapshot' })
  })

  test('behavior: the snapshot is gone in the next transaction, even in the same block', async () => {
    const wallet = devnet.walletClientFor(payerIndex)
    // Delegated first, so both transactions below are plain calls to self.
    await devnet.publicClient.waitForTransactionReceipt({
      hash: await executeBatch({ devnet, accountIndex: payerIndex, calls: [] }),
    })
    const nonce = await devnet.publicClient.getTransactionCount({
      address: payer,
    })
    const send = (call: BatchCall, offset: number) =>
      wallet.writeContract({
        address: payer,
        abi: batchExecutorAbi,
        functionName: 'execute',
        args: [[{ target: call.target, value: 0n, data: call.data ?? '0x' }]],
        nonce: nonce + offset,
        gas: 500_000n,
      })
    await devnet.testClient.setAutomine(false)
    let hashes: Hex[]
    try {
      hashes = [await send(snapshot(checks), 0), await send(verify(checks), 1)]
      await devnet.testClient.mine({ blocks: 1 })
    } finally {
      await devnet.testClient.setAutomine(true)
    }
    const [first, second] = await Promise.all(
      hashes.map((hash) =>
        devnet.publicClient.waitForTransactionReceipt({ hash }),
      ),
    )
    expect(second?.blockNumber).toBe(first?.blockNumber)
    expect(first?.status).toBe('success')
    expect(second?.status).toBe('reverted')
  })

  test('behavior: a second snapshot of the same checks reverts SnapshotTaken', async () => {
    const { revert } = await runBatch([snapshot(checks), snapshot(checks)])
    expect(revert).toMatchObject({ errorName: 'SnapshotTaken' })
  })
})

describe('bad input', () => {
  async function snapshotRevert(checks: Check[]) {
    return getRevertData(
      devnet.publicClient.simulateContract({
        account: payer,
        address: floorGuardAddress,
        abi: floorGuardAbi,
        functionName: 'snapshot',
        args: [checks],
      }),
    )
  }

  test('behavior: an empty list of checks reverts NoChecks', async () => {
    expect(await snapshotRevert([])).toMatchObject({ errorName: 'NoChecks' })
  })

  test('behavior: an unknown kind reverts UnknownKind', async () => {
    expect(
      await snapshotRevert([
        { token: usdc, account: payer, kind: 0, amount: 0n },
        { token: usdc, account: payer, kind: 2, amount: 0n },
      ]),
    ).toMatchObject({ errorName: 'UnknownKind', args: [1n, 2] })
  })

  test('behavior: a token that cannot answer balanceOf reverts BalanceUnreadable', async () => {
    // A contract that answers every call with one byte: short data.
    const shortAnswer: Address = '0x00000000000000000000000000000000000005a0'
    await devnet.testClient.setCode({
      address: shortAnswer,
      bytecode: '0x60016000f3',
    })
    const tokens: Address[] = [
      receiver, // no code: an empty answer
      world.contracts.uniswapV2Factory, // no balanceOf, no fallback: reverts
      shortAnswer,
    ]
    for (const token of tokens) {
      expect(
        await snapshotRevert([
          { token: usdc, account: payer, kind: 0, amount: 0n },
          { token, account: payer, kind: 0, amount: 0n },
        ]),
      ).toMatchObject({
        errorName: 'BalanceUnreadable',
        args: [1n, token, payer],
      })
    }
  })
})
