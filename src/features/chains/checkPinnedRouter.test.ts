import { describe, expect, test } from 'vitest'
import { checkPinnedRouter } from './checkPinnedRouter'
import { pinnedRouters } from './pinnedRouters'

const devnetRouter = pinnedRouters[31_337]
if (!devnetRouter?.codeHash) throw new Error('devnet router is pinned')
const impostor = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

describe('checkPinnedRouter', () => {
  test('behavior: the pinned router with its pinned code hash is ok', () => {
    const verdict = checkPinnedRouter({
      chainId: 31_337,
      routerAddress: devnetRouter.address.toLowerCase() as `0x${string}`,
      routerCodeHash: devnetRouter.codeHash,
    })
    expect(verdict).toMatchObject({
      status: 'ok',
      codeHash: devnetRouter.codeHash,
      isCodeHashPinned: true,
    })
  })

  test('behavior: another router with its own true hash is a mismatch', () => {
    const verdict = checkPinnedRouter({
      chainId: 31_337,
      routerAddress: impostor,
      routerCodeHash: `0x${'ab'.repeat(32)}`,
    })
    expect(verdict.status).toBe('mismatch')
    expect(verdict).toMatchObject({
      message: expect.stringContaining('Signing on this network is refused'),
    })
  })

  test('behavior: the pinned address with another code hash is a mismatch', () => {
    const verdict = checkPinnedRouter({
      chainId: 31_337,
      routerAddress: devnetRouter.address,
      routerCodeHash: `0x${'cd'.repeat(32)}`,
    })
    expect(verdict.status).toBe('mismatch')
  })

  test('behavior: the registry hash is used where the table knows none', () => {
    const registryHash = `0x${'ef'.repeat(32)}` as const
    const verdict = checkPinnedRouter({
      chainId: 999,
      routerAddress: '0xCce7452db4392B40aA0E1592A7C486E13bf69654',
      routerCodeHash: registryHash,
    })
    expect(verdict).toMatchObject({
      status: 'ok',
      codeHash: registryHash,
      isCodeHashPinned: false,
    })
  })

  test('behavior: a chain missing from the table is unpinned', () => {
    const verdict = checkPinnedRouter({
      chainId: 8453,
      routerAddress: impostor,
      routerCodeHash: null,
    })
    expect(verdict.status).toBe('unpinned')
    expect(verdict).toMatchObject({
      message: expect.stringContaining('not independently verified'),
    })
  })
})
