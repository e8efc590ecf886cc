import { describe, expect, test } from 'vitest'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import { getPoolTypeLabel } from './getPoolTypeLabel'

describe('getPoolTypeLabel', () => {
  test.each([
    ['uniswap_v2', 'Uniswap V2'],
    ['devswap', 'DevSwap'],
    ['uni_v3', 'Uniswap V3'],
    ['slipstream', 'Slipstream'],
    ['algebra_v4', 'Algebra V4'],
    ['aerodrome', 'Aerodrome'],
    ['UNI_V3', 'Uniswap V3'],
    ['pancake_v3', 'Pancake V3'],
    ['curve-stable', 'Curve Stable'],
    ['', 'Unknown pool type'],
    ['uni\u200b_v3\u202e', 'Uniswap V3'],
    ['\u2066\u2069', 'Unknown pool type'],
    [`pool_${'x'.repeat(80)}`, `Pool X${'x'.repeat(33)}…`],
  ])('behavior: %j reads %j', (poolType, label) => {
    expect(getPoolTypeLabel(poolType, createTestI18n('en'))).toBe(label)
  })

  test('behavior: names stay names; only an unknown type is said in the language', () => {
    const german = createTestI18n('de')
    expect(getPoolTypeLabel('uni_v3', german)).toBe('Uniswap V3')
    expect(getPoolTypeLabel('', german)).toBe('Unbekannter Pool-Typ')
  })
})
