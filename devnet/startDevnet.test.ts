import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningDevnet, startDevnet } from './startDevnet.ts'
import { world } from './world.ts'

let first: RunningDevnet
let second: RunningDevnet

beforeAll(async () => {
  first = await startDevnet()
  second = await startDevnet()
})

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
})

test('behavior: two devnets deploy the same world, the one world.ts predicts', () => {
  expect(first.rpcUrl).not.toBe(second.rpcUrl)
  expect(first.world).toEqual(second.world)
  expect(first.world).toEqual(world)
  expect(first.chainId).toBe(31337)
})

test('behavior: revert(snapshot) undoes what happened after the snapshot', async () => {
  const { publicClient, walletClientFor, snapshot, revert } = first
  const recipient = '0x000000000000000000000000000000000000bEEF'
  const id = await snapshot()
  const hash = await walletClientFor(2).sendTransaction({
    to: recipient,
    value: parseEther('1'),
  })
  await publicClient.waitForTransactionReceipt({ hash })
  expect(await publicClient.getBalance({ address: recipient })).toBe(
    parseEther('1'),
  )
  await revert(id)
  expect(await publicClient.getBalance({ address: recipient })).toBe(0n)
})
