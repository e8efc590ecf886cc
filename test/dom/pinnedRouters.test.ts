// The pinned devnet router must be what the devnet really deploys, and its
// copied swap ABI what the compiler generated: a stale pin would refuse
// every devnet swap, a wrong ABI would decode calldata wrongly.
import { keccak256 } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { routerAbi } from '../../devnet/generated/contracts'
import {
  type StartDevnetReturnType,
  startDevnet,
} from '../../devnet/startDevnet'
import {
  devnetRouterSwapAbi,
  pinnedRouters,
} from '../../src/features/chains/pinnedRouters'

let devnet: StartDevnetReturnType

beforeAll(async () => {
  devnet = await startDevnet()
})

afterAll(async () => {
  await devnet?.stop()
})

describe('pinned devnet router', () => {
  test('behavior: address and code hash are what a fresh devnet deploys', async () => {
    const pinned = pinnedRouters[devnet.chainId]
    expect(pinned?.address).toBe(devnet.world.contracts.router)
    const code = await devnet.publicClient.getCode({
      address: devnet.world.contracts.router,
    })
    expect(code).toBeDefined()
    expect(pinned?.codeHash).toBe(keccak256(code ?? '0x'))
  })

  test('behavior: the copied swap ABI equals the generated one', () => {
    const generated = routerAbi.filter(
      (item) => item.type === 'function' && item.name === 'swap',
    )
    expect(devnetRouterSwapAbi).toEqual(generated)
  })
})
