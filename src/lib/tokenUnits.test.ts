import fc from 'fast-check'
import * as viem from 'viem'
import { describe, expect, test } from 'vitest'
import { formatUnits, MAX_UINT256, parseUnits } from './tokenUnits'

const decimals = fc.integer({ min: 0, max: 40 })
const amount = fc.bigInt({ min: -(2n ** 260n), max: 2n ** 260n })
const digits = (max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: max })
/** Decimal text in every shape viem reads: "12", "12.", ".5", "-0.125". */
const decimalText = fc
  .tuple(fc.boolean(), digits(40), fc.boolean(), digits(45))
  .map(
    ([isNegative, integer, hasDot, fraction]) =>
      `${isNegative ? '-' : ''}${integer}${hasDot ? '.' : ''}${hasDot ? fraction : ''}`,
  )
  .filter((text) => /\d/.test(text))

describe('token units', () => {
  test('behavior: formatUnits writes what viem writes, for any amount and decimals', () => {
    fc.assert(
      fc.property(amount, decimals, (value, places) => {
        expect(formatUnits(value, places)).toBe(viem.formatUnits(value, places))
      }),
      { numRuns: 2000 },
    )
  })

  test('behavior: parseUnits reads what viem reads, rounding beyond the decimals as viem does', () => {
    fc.assert(
      fc.property(decimalText, decimals, (text, places) => {
        expect(parseUnits(text, places)).toBe(viem.parseUnits(text, places))
      }),
      { numRuns: 2000 },
    )
  })

  test('behavior: text and units round-trip exactly', () => {
    fc.assert(
      fc.property(amount, decimals, (value, places) => {
        expect(parseUnits(formatUnits(value, places), places)).toBe(value)
      }),
    )
    expect(parseUnits('0.0000005', 6)).toBe(1n)
    expect(parseUnits('9.9999995', 6)).toBe(10_000_000n)
    expect(parseUnits('-1.5', 0)).toBe(-2n)
    expect(formatUnits(-1_500n, 3)).toBe('-1.5')
    expect(MAX_UINT256).toBe(viem.maxUint256)
  })

  test('behavior: text that is no decimal number and impossible decimals are refused, each with a specific error', () => {
    for (const text of ['', '.', '-', '-.', '1e9', '1,5', ' 1', '0x10']) {
      expect(() => parseUnits(text, 18)).toThrow(
        `Not a decimal number: "${text}"`,
      )
    }
    expect(() => parseUnits('1', -1)).toThrow(
      'Token decimals must be a non-negative integer, got -1',
    )
    expect(() => formatUnits(1n, 1.5)).toThrow(
      'Token decimals must be a non-negative integer, got 1.5',
    )
  })
})
