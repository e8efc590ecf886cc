import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { roundPercents } from './roundPercents'

const sumCents = (values: number[]) =>
  values.reduce((sum, value) => sum + Math.round(value * 100), 0)

describe('roundPercents', () => {
  test('behavior: a two-way split that truncates to 99.99 sums to 100', () => {
    // 53.795… and 46.204…: truncation shows 53.79 + 46.2 = 99.99.
    expect(roundPercents([53_795n, 46_205n])).toEqual([53.8, 46.2])
  })

  test('behavior: three equal parts give the spare hundredth to the first', () => {
    expect(roundPercents([1n, 1n, 1n])).toEqual([33.34, 33.33, 33.33])
  })

  test('behavior: whole-number rounding and zeros', () => {
    expect(roundPercents([2n, 1n], 0)).toEqual([67, 33])
    expect(roundPercents([0n, 0n])).toEqual([0, 0])
    expect(roundPercents([0n, 7n])).toEqual([0, 100])
  })

  test('behavior: refuses negative parts', () => {
    expect(() => roundPercents([1n, -1n])).toThrow(RangeError)
  })

  test('property: any split sums to exactly 100 and no part moves by a unit or more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 30n }), {
          minLength: 1,
          maxLength: 8,
        }),
        (parts) => {
          const whole = parts.reduce((sum, part) => sum + part, 0n)
          fc.pre(whole > 0n)
          const percents = roundPercents(parts)
          expect(sumCents(percents)).toBe(10_000)
          percents.forEach((percent, index) => {
            const exact =
              Number(((parts[index] ?? 0n) * 10n ** 8n) / whole) / 10 ** 6
            expect(Math.abs(percent - exact)).toBeLessThan(0.01 + 1e-9)
          })
        },
      ),
    )
  })
})
