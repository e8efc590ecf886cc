import { describe, expect, test } from 'vitest'
import { createPool, POOL_DEV, POOL_V2 } from '../testing/createCompareFixtures'
import { getComparison } from './getComparison'

const base = {
  aggregatorAmountOutWei: 2_000_000_000n,
  aggregatorDecimals: 6,
  priceOutUsd: 1,
}

describe('getComparison', () => {
  test('behavior: aggregator ahead, in tokens, percent of the pool and USD', () => {
    const comparison = getComparison({
      ...base,
      pools: [createPool(POOL_V2, 1_990_000_000n)],
    })
    expect(comparison).toMatchObject({
      kind: 'compared',
      verdict: 'aggregator-ahead',
      differenceWei: 10_000_000n,
      decimals: 6,
      differenceUsd: 10,
    })
    expect(
      comparison.kind === 'compared' && comparison.differencePercent,
    ).toBeCloseTo((10 / 1990) * 100, 5)
  })

  test('behavior: an absurd USD price gives no USD difference', () => {
    for (const priceOutUsd of [1e308, Number.NaN, -5, 0]) {
      const comparison = getComparison({
        ...base,
        priceOutUsd,
        pools: [createPool(POOL_V2, 1_990_000_000n)],
      })
      expect(comparison).toMatchObject({
        kind: 'compared',
        differenceWei: 10_000_000n,
        differenceUsd: null,
      })
    }
  })

  test('behavior: a single pool equal to or ahead of the aggregator says so', () => {
    expect(
      getComparison({ ...base, pools: [createPool(POOL_V2, 2_000_000_000n)] }),
    ).toMatchObject({ verdict: 'equal', differenceWei: 0n, differenceUsd: 0 })
    expect(
      getComparison({ ...base, pools: [createPool(POOL_V2, 2_010_000_000n)] }),
    ).toMatchObject({ verdict: 'pool-ahead', differenceWei: -10_000_000n })
  })

  test('behavior: the best pool is the one paying most, whatever the order', () => {
    const best = createPool(POOL_DEV, 1_995_000_000n, 'devswap')
    const comparison = getComparison({
      ...base,
      pools: [createPool(POOL_V2, 1_990_000_000n), best],
    })
    expect(comparison.kind === 'compared' && comparison.bestPool).toBe(best)
  })

  test('behavior: no pools, and pools that cannot fill the amount', () => {
    expect(getComparison({ ...base, pools: [] })).toEqual({ kind: 'no-pools' })
    expect(
      getComparison({ ...base, pools: [createPool(POOL_V2, 0n)] }),
    ).toEqual({ kind: 'no-fill' })
  })

  test('behavior: amounts in different decimals are compared at one scale', () => {
    const comparison = getComparison({
      aggregatorAmountOutWei: 2_000_000_000n,
      aggregatorDecimals: 6,
      pools: [
        {
          ...createPool(POOL_V2, 0n),
          amountOutWei: 1990n * 10n ** 18n,
          decimalsOut: 18,
        },
      ],
      priceOutUsd: null,
    })
    expect(comparison).toMatchObject({
      verdict: 'aggregator-ahead',
      differenceWei: 10n * 10n ** 18n,
      decimals: 18,
      differenceUsd: null,
    })
  })
})
