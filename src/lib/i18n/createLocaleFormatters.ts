import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createFormatters, type Formatters } from '../format'

/** A language's formatters, with durations and "just now" in its own
 * words. */
export type LocaleFormatters = Formatters & {
  duration: (totalSeconds: number) => string
}

/** Under this, a past moment reads "just now" (Intl has no such words). */
const JUST_NOW_MS = 60_000

/**
 * The formatters of one language: numbers, amounts, percentages, USD,
 * dates and relative times through Intl (a moment within the last minute,
 * or one a coarse clock puts ahead of now, as the catalogue's "just now"),
 * and durations whose unit words are the catalogue's ("2 min 05 s" in
 * English). `i18n` speaks `locale`.
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
    relativeTime(timeMs: number, nowMs: number): string {
      if (nowMs - timeMs < JUST_NOW_MS) return i18n._(msg`just now`)
      return formatters.relativeTime(timeMs, nowMs)
    },
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
