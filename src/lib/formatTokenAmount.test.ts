import { describe, expect, test } from 'vitest'
import { formatTokenAmount } from './formatTokenAmount'

describe('formatTokenAmount', () => {
  test.each([
    [0n, 18, '0'],
    [1_500_000n, 6, '1.5'],
    [123_456_789_999n, 6, '123,456.78'],
    [1_234_567_890_000_000_000_000_000n, 18, '1,234,567.89'],
    [12_345_678n, 18, '0.0000000000123456'],
    [1n, 18, '0.000000000000000001'],
    [999_999_999n, 8, '9.99999'],
    [-1_500_000n, 6, '-1.5'],
  ])('behavior: %s with %i decimals reads %s', (amount, decimals, text) => {
    expect(formatTokenAmount(amount, decimals)).toBe(text)
  })
})
