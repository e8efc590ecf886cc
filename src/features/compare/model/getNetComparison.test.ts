import { describe, expect, test } from 'vitest'
import { getNetComparison } from './getNetComparison'

// USDC out (6 decimals, $1), fees in ETH (18 decimals, $2,000).
const base = {
  decimals: 6,
  priceOutUsd: 1,
  nativeDecimals: 18,
  nativePriceUsd: 2_000,
}
const gwei = 10n ** 9n

describe('getNetComparison', () => {
  test('behavior: routing pays more and stays ahead after its higher fee', () => {
    // +10 USDC of output; 300k vs 120k gas at 1 gwei: 0.00018 ETH = $0.36.
    const net = getNetComparison({
      ...base,
      grossDifferenceWei: 10_000_000n,
      aggregatorFeeWei: 300_000n * gwei,
      poolFeeWei: 120_000n * gwei,
    })
    expect(net).toMatchObject({ kind: 'compared', verdict: 'routing-ahead' })
    if (net.kind !== 'compared') throw new Error('not compared')
    expect(net.grossUsd).toBeCloseTo(10, 9)
    expect(net.extraFeeUsd).toBeCloseTo(0.36, 9)
    expect(net.netUsd).toBeCloseTo(9.64, 9)
  })

  test('behavior: gross favours routing, net favours the pool', () => {
    // +0.50 USDC of output, but 400k vs 120k gas at 2 gwei: 0.00056 ETH,
    // $1.12 more in fees: the single pool leaves $0.62 more.
    const net = getNetComparison({
      ...base,
      grossDifferenceWei: 500_000n,
      aggregatorFeeWei: 400_000n * 2n * gwei,
      poolFeeWei: 120_000n * 2n * gwei,
    })
    expect(net).toMatchObject({ kind: 'compared', verdict: 'pool-ahead' })
    if (net.kind !== 'compared') throw new Error('not compared')
    expect(net.grossUsd).toBeGreaterThan(0)
    expect(net.netUsd).toBeCloseTo(-0.62, 9)
  })

  test('behavior: the pool ahead on output stays ahead when routing also costs more', () => {
    const net = getNetComparison({
      ...base,
      grossDifferenceWei: -1_000_000n,
      aggregatorFeeWei: 200_000n * gwei,
      poolFeeWei: 120_000n * gwei,
    })
    expect(net).toMatchObject({ kind: 'compared', verdict: 'pool-ahead' })
    if (net.kind !== 'compared') throw new Error('not compared')
    expect(net.netUsd).toBeCloseTo(-1.16, 9)
  })

  test('behavior: within half a cent either way the sides are even', () => {
    const net = getNetComparison({
      ...base,
      // +$0.204 of output against $0.20 more in fees.
      grossDifferenceWei: 204_000n,
      aggregatorFeeWei: 220_000n * gwei,
      poolFeeWei: 120_000n * gwei,
    })
    expect(net).toMatchObject({ kind: 'compared', verdict: 'equal' })
  })

  test('behavior: an unknown fee or price gives no verdict, never a guess', () => {
    const known = {
      ...base,
      grossDifferenceWei: 10_000_000n,
      aggregatorFeeWei: 300_000n * gwei,
      poolFeeWei: 120_000n * gwei,
    }
    expect(getNetComparison({ ...known, aggregatorFeeWei: null })).toEqual({
      kind: 'unknown',
      reason: 'no-fee',
    })
    expect(getNetComparison({ ...known, poolFeeWei: null })).toEqual({
      kind: 'unknown',
      reason: 'no-fee',
    })
    for (const price of [null, Number.NaN, 0, -1, 1e308]) {
      expect(getNetComparison({ ...known, priceOutUsd: price })).toEqual({
        kind: 'unknown',
        reason: 'no-price',
      })
      expect(getNetComparison({ ...known, nativePriceUsd: price })).toEqual({
        kind: 'unknown',
        reason: 'no-price',
      })
    }
  })
})
