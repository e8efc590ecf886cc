import { describe, expect, test } from 'vitest'
import { formatDifference } from './formatDifference'

describe('formatDifference', () => {
  test('behavior: every figure carries its direction', () => {
    expect(
      formatDifference({
        differenceWei: 10_500_000n,
        decimals: 6,
        differencePercent: 0.5276,
        differenceUsd: 10.5,
      }),
    ).toEqual({ amount: '+10.5', percent: '+0.53%', usd: '+$10.50' })
    expect(
      formatDifference({
        differenceWei: -250_000n,
        decimals: 6,
        differencePercent: -0.0125,
        differenceUsd: null,
      }),
    ).toEqual({ amount: '−0.25', percent: '−0.01%', usd: null })
    expect(
      formatDifference({
        differenceWei: 0n,
        decimals: 6,
        differencePercent: 0,
        differenceUsd: 0,
      }),
    ).toEqual({ amount: '0', percent: '0%', usd: '$0.00' })
  })
})
