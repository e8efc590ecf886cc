import { describe, expect, test } from 'vitest'
import { getUsdValue } from './getUsdValue'

describe('getUsdValue', () => {
  test('behavior: a raw amount times its price, null without a price', () => {
    expect(getUsdValue(1_500_000n, 6, 2)).toBe(3)
    expect(getUsdValue(10n ** 18n, 18, 0.5)).toBe(0.5)
    expect(getUsdValue(1n, 6, null)).toBeNull()
    expect(getUsdValue(1n, 6, Number.NaN)).toBeNull()
  })

  test('behavior: an absurd price or unusable decimals give no USD value', () => {
    for (const price of [1e308, 1e10, -5, 0, Number.POSITIVE_INFINITY]) {
      expect(getUsdValue(10n ** 18n, 18, price), String(price)).toBeNull()
    }
    expect(getUsdValue(10n ** 18n, 18, 1e9)).toBe(1e9)
    expect(getUsdValue(1n, 255, 1)).toBeNull()
    expect(getUsdValue(1n, 6.5, 1)).toBeNull()
  })
})
