import { describe, expect, test } from 'vitest'
import type { Locale } from '../../locales/locales'
import { createLocaleFormatters } from './createLocaleFormatters'
import { createTestI18n } from './testing/createTestI18n'

const formattersOf = (locale: Locale) =>
  createLocaleFormatters(createTestI18n(locale), locale)

describe('createLocaleFormatters', () => {
  test.each([
    ['en', 9.4, '9 s'],
    ['en', 125, '2 min 05 s'],
    ['en', -3, '0 s'],
    ['de', 125, '2 min 05 s'],
    ['zh-CN', 45, '45 秒'],
    ['zh-CN', 3725, '62 分 05 秒'],
  ] as const)(
    'behavior: in %s, %s seconds read "%s"',
    (locale, seconds, text) => {
      expect(formattersOf(locale).duration(seconds)).toBe(text)
    },
  )

  test('behavior: numbers come from Intl in the same language', () => {
    expect(formattersOf('de').tokenAmount(1_234_500_000n, 6)).toBe('1.234,5')
    expect(formattersOf('de').locale).toBe('de')
  })
})
