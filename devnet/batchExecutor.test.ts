// The EIP-7702 delegate of the devnet's wallets, on a real anvil: a dev
// account delegates to it and runs batches it signed itself.
import {
  type Address,
  concat,
  encodeFunctionData,
  erc20Abi,
  keccak256,
  parseEther,
} from 'viem'
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  expect,
  test,
} from 'vitest'
import { batchExecutor, batchExecutorAddress } from './deterministic.ts'
import { devAddresses } from './devAccounts.ts'
import { batchExecutorAbi, wrappedNativeAbi } from './generated/contracts.ts'
import { type RunningDevnet, startDevnet } from './startDevnet.ts'
import { executeBatch } from './testing/executeBatch.ts'
import { getRevertData } from './testing/getRevertData.ts'
import { world } from './world.ts'

let devnet: RunningDevnet
let snapshotId: `0x${string}`
const weth = world.tokens.WETH.address
const usdc = world.tokens.USDC.address
// Dev account 6 holds ETH and no token; account 1 holds every token.
const emptyHanded = 6
const payer = devAddresses[1]
const receiver: Address = '0x000000000000000000000000000000000000bEEF'

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

async function mined(hash: `0x${string}`) {
  return devnet.publicClient.waitForTransactionReceipt({ hash })
}

function balanceOf(token: Address, account: Address) {
  return devnet.publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })
}

const deposit = (value: bigint) => ({
  target: weth,
  value,
  data: encodeFunctionData({ abi: wrappedNativeAbi, functionName: 'deposit' }),
})
const transfer = (token: Address, to: Address, amount: bigint) => ({
  target: token,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  }),
})

test('behavior: the executor sits at its CREATE2 address with the pinned code', async () => {
  const code = await devnet.publicClient.getCode({
    address: batchExecutorAddress,
  })
  expect(code).toBeDefined()
  expect(keccak256(code ?? '0x')).toBe(batchExecutor.codeHash)
})

test('behavior: a delegated account runs its calls in order, in one transaction', async () => {
  const account = devAddresses[emptyHanded]
  // Only in this order can it work: the transfer spends the WETH the
  // deposit just made.
  const receipt = await mined(
    await executeBatch({
      devnet,
      accountIndex: emptyHanded,
      calls: [
        deposit(parseEther('2')),
        transfer(weth, receiver, parseEther('1.5')),
      ],
    }),
  )
  expect(receipt.status).toBe('success')
  expect(await balanceOf(weth, receiver)).toBe(parseEther('1.5'))
  expect(await balanceOf(weth, account)).toBe(parseEther('0.5'))
  expect(await devnet.publicClient.getCode({ address: account })).toBe(
    concat(['0xef0100', batchExecutorAddress.toLowerCase() as Address]),
  )
})

test('behavior: one failing call reverts the whole batch with its own error', async () => {
  const account = devAddresses[emptyHanded]
  const ethBefore = await devnet.publicClient.getBalance({ address: account })
  const calls = [
    deposit(parseEther('1')),
    transfer(weth, receiver, parseEther('1')),
    transfer(weth, receiver, 1n),
  ]
  const receipt = await mined(
    await executeBatch({
      devnet,
      accountIndex: emptyHanded,
      calls,
      gas: 1_000_000n,
    }),
  )
  expect(receipt.status).toBe('reverted')
  expect(await balanceOf(weth, receiver)).toBe(0n)
  expect(await balanceOf(weth, account)).toBe(0n)
  const fee = receipt.gasUsed * receipt.effectiveGasPrice
  expect(await devnet.publicClient.getBalance({ address: account })).toBe(
    ethBefore - fee,
  )
  // The inner revert reaches the caller as the token raised it.
  expect(
    await getRevertData(
      devnet.publicClient.simulateContract({
        account,
        address: account,
        abi: [...batchExecutorAbi, ...wrappedNativeAbi],
        functionName: 'execute',
        args: [calls.map((call) => ({ value: 0n, ...call }))],
      }),
    ),
  ).toMatchObject({
    errorName: 'InsufficientBalance',
    args: [account, 0n, 1n],
  })
})

test('behavior: a call that reverts without data is named by its index', async () => {
  // The Uniswap V2 factory has no fallback: an unknown selector reverts
  // with empty data.
  expect(
    await getRevertData(
      devnet.publicClient.simulateContract({
        account: payer,
        address: payer,
        abi: batchExecutorAbi,
        functionName: 'execute',
        args: [
          [
            { ...transfer(usdc, receiver, 1n), value: 0n },
            {
              target: world.contracts.uniswapV2Factory,
              value: 0n,
              data: '0x12345678',
            },
          ],
        ],
        stateOverride: [
          {
            address: payer,
            code: concat(['0xef0100', batchExecutorAddress]),
          },
        ],
      }),
    ),
  ).toMatchObject({
    errorName: 'CallReverted',
    args: [1n],
  })
})

test('behavior: nobody but the account itself can execute through it', async () => {
  await mined(await executeBatch({ devnet, accountIndex: 1, calls: [] }))
  const usdcBefore = await balanceOf(usdc, payer)
  const stranger = devnet.walletClientFor(2)
  const hash = await stranger.writeContract({
    address: payer,
    abi: batchExecutorAbi,
    functionName: 'execute',
    args: [
      [{ ...transfer(usdc, stranger.account.address, usdcBefore), value: 0n }],
    ],
    gas: 500_000n,
  })
  expect((await mined(hash)).status).toBe('reverted')
  expect(await balanceOf(usdc, payer)).toBe(usdcBefore)
  expect(
    await getRevertData(
      devnet.publicClient.simulateContract({
        account: stranger.account.address,
        address: payer,
        abi: batchExecutorAbi,
        functionName: 'execute',
        args: [[]],
      }),
    ),
  ).toMatchObject({
    errorName: 'UnauthorizedCaller',
    args: [stranger.account.address],
  })
})

test('behavior: a delegated account still receives the native coin', async () => {
  await mined(await executeBatch({ devnet, accountIndex: 1, calls: [] }))
  const before = await devnet.publicClient.getBalance({ address: payer })
  const hash = await devnet.walletClientFor(2).sendTransaction({
    to: payer,
    value: parseEther('1'),
  })
  expect((await mined(hash)).status).toBe('success')
  expect(await devnet.publicClient.getBalance({ address: payer })).toBe(
    before + parseEther('1'),
  )
})
