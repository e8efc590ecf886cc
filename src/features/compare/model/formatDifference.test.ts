import { describe, expect, test } from 'vitest'
import { createLocaleFormatters } from '../../../lib/i18n/createLocaleFormatters'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import type { Locale } from '../../../locales/locales'
import { formatDifference } from './formatDifference'

const formattersOf = (locale: Locale) =>
  createLocaleFormatters(createTestI18n(locale), locale)
const english = formattersOf('en')

describe('formatDifference', () => {
  test('behavior: every figure carries its direction', () => {
    expect(
      formatDifference(
        {
          differenceWei: 10_500_000n,
          decimals: 6,
          differencePercent: 0.5276,
          differenceUsd: 10.5,
        },
        english,
      ),
    ).toEqual({ amount: '+10.5', percent: '+0.53%', usd: '+$10.50' })
    expect(
      formatDifference(
        {
          differenceWei: -250_000n,
          decimals: 6,
          differencePercent: -0.0125,
          differenceUsd: null,
        },
        english,
      ),
    ).toEqual({ amount: '−0.25', percent: '−0.01%', usd: null })
    expect(
      formatDifference(
        {
          differenceWei: 0n,
          decimals: 6,
          differencePercent: 0,
          differenceUsd: 0,
        },
        english,
      ),
    ).toEqual({ amount: '0', percent: '0%', usd: '$0.00' })
  })

  test('behavior: each figure in the language’s own format', () => {
    const difference = {
      differenceWei: 1_234_500_000n,
      decimals: 6,
      differencePercent: 0.5276,
      differenceUsd: 1234.5,
    }
    expect(formatDifference(difference, formattersOf('de'))).toEqual({
      amount: '+1.234,5',
      percent: '+0,53\u00a0%',
      usd: '+1.234,50\u00a0$',
    })
    expect(formatDifference(difference, formattersOf('zh-CN'))).toEqual({
      amount: '+1,234.5',
      percent: '+0.53%',
      usd: '+US$1,234.50',
    })
  })
})
