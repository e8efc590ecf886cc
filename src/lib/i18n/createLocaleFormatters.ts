import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createFormatters, type Formatters } from '../format'

/** A language's formatters, with durations in its own words. */
export type LocaleFormatters = Formatters & {
  duration: (totalSeconds: number) => string
}

/**
 * The formatters of one language: numbers, amounts, percentages, USD,
 * dates and relative times through Intl, and durations whose unit words
 * are the catalogue's ("2 min 05 s" in English). `i18n` speaks `locale`.
 */
export function createLocaleFormatters(
  i18n: I18n,
  locale: string,
): LocaleFormatters {
  const formatters = createFormatters(locale)
  let integer: Intl.NumberFormat | undefined
  let padded: Intl.NumberFormat | undefined
  return {
    ...formatters,
    /** Seconds as "45 s" or "2 min 05 s"; negative reads as "0 s". */
    duration(totalSeconds: number): string {
      integer ??= new Intl.NumberFormat(locale)
      const total = Math.max(0, Math.round(totalSeconds))
      const seconds = integer.format(total)
      if (total < 60) return i18n._(msg`${seconds} s`)
      padded ??= new Intl.NumberFormat(locale, {
        minimumIntegerDigits: 2,
        useGrouping: false,
      })
      const minutes = integer.format(Math.floor(total / 60))
      const paddedSeconds = padded.format(total % 60)
      return i18n._(msg`${minutes} min ${paddedSeconds} s`)
    },
  }
}
