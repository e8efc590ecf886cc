import { describe, expect, test } from 'vitest'
import { toSwapPriceImpact } from './toSwapPriceImpact'

describe('toSwapPriceImpact', () => {
  test.each([
    [null, null],
    [Number.NaN, null],
    [0.4, { percent: 0.4, isConfirmationRequired: false }],
    [5, { percent: 5, isConfirmationRequired: false }],
    [5.01, { percent: 5.01, isConfirmationRequired: true }],
  ])('behavior: %s → %j', (percent, expected) => {
    expect(toSwapPriceImpact(percent)).toEqual(expected)
  })
})
