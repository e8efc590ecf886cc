// The pinned devnet routers must be what the devnets really deploy, and the
// copied swap ABI what the compiler generated: a stale pin would refuse
// every devnet swap, a wrong ABI would decode calldata wrongly. Devnet B's
// pin has no ABI at all, as chain 999's.
import { keccak256 } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { routerAbi } from '../../devnet/generated/contracts'
import { type RunningDevnet, startDevnet } from '../../devnet/startDevnet'
import { worldB } from '../../devnet/world'
import {
  devnetRouterSwapAbi,
  pinnedRouters,
} from '../../src/features/chains/pinnedRouters'

let devnets: RunningDevnet[] = []

beforeAll(async () => {
  devnets = await Promise.all([startDevnet(), startDevnet({ world: worldB })])
})

afterAll(async () => {
  await Promise.all(devnets.map((devnet) => devnet.stop()))
})

describe('pinned devnet routers', () => {
  test.each([
    ['Devnet', 0],
    ['Devnet B', 1],
  ] as const)(
    'behavior: %s’s address and code hash are what a fresh chain deploys',
    async (name, index) => {
      const devnet = devnets[index]
      if (!devnet) throw new Error(`${name} did not start`)
      expect(devnet.world.name).toBe(name)
      const pinned = pinnedRouters[devnet.chainId]
      expect(pinned?.address).toBe(devnet.world.contracts.router)
      const code = await devnet.publicClient.getCode({
        address: devnet.world.contracts.router,
      })
      expect(code).toBeDefined()
      expect(pinned?.codeHash).toBe(keccak256(code ?? '0x'))
    },
  )

  test('behavior: the copied swap ABI equals the generated one', () => {
    const generated = routerAbi.filter(
      (item) => item.type === 'function' && item.name === 'swap',
    )
    expect(devnetRouterSwapAbi).toEqual(generated)
  })

  test('behavior: Devnet B is pinned without an ABI, like chain 999', () => {
    expect(pinnedRouters[31338]?.swapAbi).toBeNull()
    expect(pinnedRouters[999]?.swapAbi).toBeNull()
    expect(pinnedRouters[31338]?.codeHash).not.toBeNull()
  })
})
