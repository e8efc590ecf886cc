import { describe, expect, test } from 'vitest'
import { formatDuration } from './formatDuration'
import { formatPercent } from './formatPercent'
import { formatUsd } from './formatUsd'

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
