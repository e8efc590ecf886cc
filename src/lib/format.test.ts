import { describe, expect, test } from 'vitest'
import {
  createFormatters,
  formatAge,
  formatDuration,
  formatPercent,
  formatTokenAmount,
  formatUsd,
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

describe('formatters in a locale', () => {
  const en = createFormatters('en')
  const de = createFormatters('de')
  const zh = createFormatters('zh-CN')

  test.each([
    [123_456_789_999n, 6, '123,456.78', '123.456,78', '123,456.78'],
    [1_500_000n, 6, '1.5', '1,5', '1.5'],
    [
      12_345_678n,
      18,
      '0.0000000000123456',
      '0,0000000000123456',
      '0.0000000000123456',
    ],
    [-1_500_000n, 6, '-1.5', '-1,5', '-1.5'],
    [1234n, 0, '1,234', '1.234', '1,234'],
  ])(
    'behavior: token amount %s with %i decimals reads %s / %s / %s',
    (amount, decimals, inEn, inDe, inZh) => {
      expect(en.tokenAmount(amount, decimals)).toBe(inEn)
      expect(de.tokenAmount(amount, decimals)).toBe(inDe)
      expect(zh.tokenAmount(amount, decimals)).toBe(inZh)
    },
  )

  test('behavior: amounts beyond what a double holds keep every digit, cut not rounded', () => {
    // 2^64 + 0.999999999999999999 ETH: a Number would read 18446744073709552000.
    const amount = 18_446_744_073_709_551_616_999_999_999_999_999_999n
    expect(de.tokenAmount(amount, 18)).toBe('18.446.744.073.709.551.616,99')
    expect(en.tokenAmount(amount, 18, { significantDigits: 24 })).toBe(
      '18,446,744,073,709,551,616.9999',
    )
  })

  test('behavior: usd values', () => {
    expect(de.usd(1234.567)).toBe('1.234,57\u00a0$')
    expect(zh.usd(1234.567)).toBe('US$1,234.57')
    expect(de.usd(0.004)).toBe('< 0,01\u00a0$')
    expect(de.usd(Number.NaN)).toBe('—')
  })

  test('behavior: percentages, given in percent', () => {
    expect(de.percent(0.5)).toBe('0,5\u00a0%')
    expect(zh.percent(1.23456)).toBe('1.23%')
    expect(de.percent(0.001)).toBe('< 0,01\u00a0%')
    expect(en.percent(12.3456, 4)).toBe('12.3456%')
  })

  test('behavior: dates and relative times', () => {
    const at = Date.UTC(2026, 0, 2, 15, 4)
    expect(de.relativeTime(at - 3 * 60_000, at)).toBe('vor 3 Minuten')
    expect(zh.relativeTime(at - 3 * 60_000, at)).toBe('3分钟前')
    expect(en.relativeTime(at - 2 * 3600_000, at)).toBe('2 hours ago')
    expect(en.relativeTime(at, at)).toBe('now')
    // A moment a coarse clock puts ahead is now, never "in 5 seconds".
    expect(en.relativeTime(at + 5_000, at)).toBe('now')
    expect(de.dateTime(at)).toMatch(/^02\.01\.2026, \d\d:04$/)
    expect(zh.dateTime(at)).toMatch(/^2026年1月2日 \d\d:04$/)
  })

  test('behavior: the legacy functions stay English, or take a locale', () => {
    expect(formatTokenAmount(1_500_000n, 6, { locale: 'de' })).toBe('1,5')
    expect(formatUsd(1234.567, 'de')).toBe('1.234,57\u00a0$')
    expect(formatPercent(0.5, 2, 'zh-CN')).toBe('0.5%')
  })
})
