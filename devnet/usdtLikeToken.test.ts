import { encodeFunctionData, parseUnits } from 'viem'
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  expect,
  test,
} from 'vitest'
import { usdtLikeTokenAbi } from './generated/contracts.ts'
import { type RunningDevnet, startDevnet } from './startDevnet.ts'
import { world } from './world.ts'

let devnet: RunningDevnet
let snapshotId: `0x${string}`
const usdt = world.tokens.USDT.address
const spender = world.contracts.router

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

async function approve(amount: bigint) {
  const wallet = devnet.walletClientFor(1)
  const hash = await wallet.writeContract({
    address: usdt,
    abi: usdtLikeTokenAbi,
    functionName: 'approve',
    args: [spender, amount],
    gas: 100_000n, // skip estimation so a revert is mined, as a wallet would
  })
  return devnet.publicClient.waitForTransactionReceipt({ hash })
}

async function getAllowance() {
  return devnet.publicClient.readContract({
    address: usdt,
    abi: usdtLikeTokenAbi,
    functionName: 'allowance',
    args: [world.seededAccounts[0] as `0x${string}`, spender],
  })
}

test('behavior: USDT-like approve and transfer return no data', async () => {
  const account = world.seededAccounts[0]
  for (const data of [
    encodeFunctionData({
      abi: usdtLikeTokenAbi,
      functionName: 'approve',
      args: [spender, 1n],
    }),
    encodeFunctionData({
      abi: usdtLikeTokenAbi,
      functionName: 'transfer',
      args: [spender, 1n],
    }),
  ]) {
    const { data: returned } = await devnet.publicClient.call({
      account,
      to: usdt,
      data,
    })
    expect(returned).toBeUndefined()
  }
})

test('behavior: changing a non-zero USDT allowance to another non-zero value reverts', async () => {
  const amount = parseUnits('100', 6)
  expect((await approve(amount)).status).toBe('success')
  expect((await approve(amount * 2n)).status).toBe('reverted')
  expect(await getAllowance()).toBe(amount)
})

test('behavior: resetting the USDT allowance to 0 first allows a new value', async () => {
  const amount = parseUnits('100', 6)
  await approve(amount)
  expect((await approve(0n)).status).toBe('success')
  expect((await approve(amount * 2n)).status).toBe('success')
  expect(await getAllowance()).toBe(amount * 2n)
})
