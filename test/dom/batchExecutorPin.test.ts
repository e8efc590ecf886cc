// The Devnet wallet delegates its account only to code with the pinned
// hash at the pinned address (src/features/wallet/devnet/batchExecutor.ts,
// copied because browser code cannot import devnet/): the pin must be what
// the devnets deploy, and the copied ABI what the compiler generated, or
// the wallet would batch nowhere, or encode calls the executor cannot read.
import { keccak256 } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { batchExecutor } from '../../devnet/deterministic'
import { batchExecutorAbi } from '../../devnet/generated/contracts'
import { type RunningDevnet, startDevnet } from '../../devnet/startDevnet'
import {
  batchExecutorAddress,
  batchExecutorCodeHash,
  batchExecutorExecuteAbi,
} from '../../src/features/wallet/devnet/batchExecutor'

let devnet: RunningDevnet

beforeAll(async () => {
  devnet = await startDevnet()
})

afterAll(async () => {
  await devnet?.stop()
})

describe('the batch executor pin', () => {
  test('behavior: address and code hash are what a fresh devnet deploys', async () => {
    expect(batchExecutorAddress).toBe(batchExecutor.address)
    expect(batchExecutorCodeHash).toBe(batchExecutor.codeHash)
    const code = await devnet.publicClient.getCode({
      address: batchExecutorAddress,
    })
    expect(keccak256(code ?? '0x')).toBe(batchExecutorCodeHash)
  })

  test('behavior: the copied execute ABI equals the generated one', () => {
    const generated = batchExecutorAbi.filter(
      (item) => item.type === 'function' && item.name === 'execute',
    )
    expect(batchExecutorExecuteAbi).toEqual(generated)
  })
})
