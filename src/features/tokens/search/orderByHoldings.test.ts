import { describe, expect, test } from 'vitest'
import {
  createNativeTestToken,
  createTestToken,
  testAddress,
} from '../testing/createTestTokens'
import { orderByHoldings } from './orderByHoldings'

const native = createNativeTestToken()
const a = createTestToken({ symbol: 'A', address: testAddress(1), priceUsd: 1 })
const b = createTestToken({ symbol: 'B', address: testAddress(2), priceUsd: 3 })
const c = createTestToken({ symbol: 'C', address: testAddress(3) })
const d = createTestToken({ symbol: 'D', address: testAddress(4), priceUsd: 1 })
const key = (token: { address: string }) => token.address.toLowerCase()

describe('orderByHoldings', () => {
  test('behavior: native first, then holdings by USD value, then the rest', () => {
    const balances = new Map([
      [key(a), 10n ** 18n * 5n], // $5
      [key(b), 10n ** 18n * 2n], // $6
      [key(c), 1n], // unpriced
      [key(d), 0n],
    ])
    expect(orderByHoldings([native, a, b, c, d], balances)).toEqual([
      native,
      b,
      a,
      c,
      d,
    ])
  })

  test('behavior: without balances the order is the list order', () => {
    expect(orderByHoldings([native, a, b], new Map())).toEqual([native, a, b])
  })
})
