import { describe, expect, test } from 'vitest'
import { createTestToken, testAddress } from '../testing/createTestTokens'
import { findToken } from './findToken'

const checksummed = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const usdc = createTestToken({ symbol: 'USDC', address: checksummed })
const dai = createTestToken({ symbol: 'DAI', address: testAddress(0xda1) })

describe('findToken', () => {
  test('behavior: matches an address whatever its letter case', () => {
    expect(findToken([dai, usdc], checksummed.toLowerCase())).toBe(usdc)
    expect(findToken([dai, usdc], checksummed)).toBe(usdc)
  })

  test('behavior: unknown, empty or malformed addresses find nothing', () => {
    expect(findToken([dai, usdc], testAddress(0xbeef))).toBeUndefined()
    expect(findToken([dai, usdc], undefined)).toBeUndefined()
    expect(findToken([dai, usdc], 'USDC')).toBeUndefined()
  })
})
