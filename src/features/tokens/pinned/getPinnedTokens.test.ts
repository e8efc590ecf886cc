import { describe, expect, test } from 'vitest'
import {
  createNativeTestToken,
  createTestToken,
} from '../testing/createTestTokens'
import { getPinnedTokens } from './getPinnedTokens'

describe('getPinnedTokens', () => {
  test('behavior: native, verified stablecoins, wrapped native', () => {
    const native = createNativeTestToken()
    const fakeUsdc = createTestToken({ symbol: 'USDC', verified: false })
    const usdc = createTestToken({ symbol: 'USDC' })
    const usdt = createTestToken({ symbol: 'USDT0' })
    const whype = createTestToken({ symbol: 'WHYPE' })
    const other = createTestToken({ symbol: 'PURR' })
    const pinned = getPinnedTokens({
      tokens: [native, other, fakeUsdc, whype, usdt, usdc],
    })
    expect(pinned).toEqual([native, usdc, usdt, whype])
  })

  test('behavior: a chain with none of them pins only its native coin', () => {
    const native = createNativeTestToken()
    expect(
      getPinnedTokens({ tokens: [native, createTestToken({ symbol: 'X' })] }),
    ).toEqual([native])
  })
})
