import { describe, expect, test } from 'vitest'
import {
  formatAge,
  formatDuration,
  formatPercent,
  formatTokenAmount,
  formatUsd,
  shortenAddress,
} from './format'

describe('formatters', () => {
  test('behavior: usd values', () => {
    expect(formatUsd(1234.567)).toBe('$1,234.57')
    expect(formatUsd(0.004)).toBe('< $0.01')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(Number.NaN)).toBe('—')
  })

  test('behavior: percentages', () => {
    expect(formatPercent(0.5)).toBe('0.5%')
    expect(formatPercent(1.23456)).toBe('1.23%')
    expect(formatPercent(0.001)).toBe('< 0.01%')
  })

  test('behavior: durations', () => {
    expect(formatDuration(9.4)).toBe('9 s')
    expect(formatDuration(125)).toBe('2 min 05 s')
    expect(formatDuration(-3)).toBe('0 s')
  })
})

describe('formatAge', () => {
  test('behavior: coarse ages, whole units, never negative', () => {
    expect(formatAge(44.9)).toBe('44 s')
    expect(formatAge(185)).toBe('3 min')
    expect(formatAge(7_300)).toBe('2 h')
    expect(formatAge(-5)).toBe('0 s')
  })
})

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

describe('shortenAddress', () => {
  test('behavior: keeps the checksummed head and tail', () => {
    expect(shortenAddress('0xcce7452db4392b40aa0e1592a7c486e13bf69654')).toBe(
      '0xcCe7…9654',
    )
  })
})
