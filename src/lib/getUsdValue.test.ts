import { describe, expect, test } from 'vitest'
import { getUsdValue } from './getUsdValue'

describe('getUsdValue', () => {
  test('behavior: a raw amount times its price, null without a price', () => {
    expect(getUsdValue(1_500_000n, 6, 2)).toBe(3)
    expect(getUsdValue(10n ** 18n, 18, 0.5)).toBe(0.5)
    expect(getUsdValue(1n, 6, null)).toBeNull()
    expect(getUsdValue(1n, 6, Number.NaN)).toBeNull()
  })
})
