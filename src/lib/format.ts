// Display formatting: token amounts, USD values, percentages, durations,
// and dates, as the person reads them, in their locale.
import { formatUnits } from './tokenUnits'

type FormatTokenAmountOptions = {
  /** Significant digits kept in the fraction (the integer part is whole). */
  significantDigits?: number
}

/** The symbols a locale writes numbers with. */
type NumberSymbols = {
  decimal: string
  minusSign: string
  /** The locale's own digits, 0 to 9 (Latin for en, de, zh-CN). */
  digits: readonly string[]
  integer: Intl.NumberFormat
}

function getNumberSymbols(locale: string): NumberSymbols {
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const parts = new Intl.NumberFormat(locale).formatToParts(-1.5)
  const part = (type: string, fallback: string) =>
    parts.find((item) => item.type === type)?.value ?? fallback
  return {
    decimal: part('decimal', '.'),
    minusSign: part('minusSign', '-'),
    digits: Array.from({ length: 10 }, (_, digit) => integer.format(digit)),
    integer,
  }
}

/**
 * The integer part and the fraction digits kept of a token amount, as
 * strings. Digits beyond `significantDigits` are cut, not rounded, so a
 * shown output is never more than what the quote promises.
 */
function cutTokenAmount(
  magnitude: bigint,
  decimals: number,
  significantDigits: number,
) {
  const [integer = '0', fraction = ''] = formatUnits(magnitude, decimals).split(
    '.',
  )
  let kept: string
  if (integer !== '0') {
    const room = Math.max(0, significantDigits - integer.length)
    kept = fraction.slice(0, Math.max(room, 2))
  } else {
    const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
    kept = fraction.slice(0, leadingZeros + significantDigits)
  }
  return { integer, kept: kept.replace(/0+$/, '') }
}

function formatTokenAmountWith(
  symbols: NumberSymbols,
  amount: bigint,
  decimals: number,
  { significantDigits = 6 }: FormatTokenAmountOptions = {},
) {
  const isNegative = amount < 0n
  const { integer, kept } = cutTokenAmount(
    isNegative ? -amount : amount,
    decimals,
    significantDigits,
  )
  // Intl groups a bigint exactly; the fraction stays a string of digits.
  const whole = symbols.integer.format(BigInt(integer))
  const fraction = [...kept]
    .map((digit) => symbols.digits[Number(digit)] ?? digit)
    .join('')
  const text = fraction ? `${whole}${symbols.decimal}${fraction}` : whole
  return isNegative ? `${symbols.minusSign}${text}` : text
}

/** Numbers, amounts, USD, percentages and times in one locale. */
export type Formatters = {
  locale: string
  tokenAmount: (
    amount: bigint,
    decimals: number,
    options?: FormatTokenAmountOptions,
  ) => string
  usd: (value: number) => string
  percent: (percent: number, fractionDigits?: number) => string
  dateTime: (timeMs: number) => string
  relativeTime: (timeMs: number, nowMs: number) => string
}

/**
 * Formatters for one locale. Each builds its Intl objects on first use (an
 * Intl formatter costs time to create; at module scope it would land in the
 * start-up task) and keeps them: hold one set per locale, as
 * `useFormatters()` (lib/i18n/LocaleProvider) does.
 */
export function createFormatters(locale: string): Formatters {
  let symbols: NumberSymbols | undefined
  let usd: Intl.NumberFormat | undefined
  const percents = new Map<number, Intl.NumberFormat>()
  let dateTime: Intl.DateTimeFormat | undefined
  let relative: Intl.RelativeTimeFormat | undefined
  const getPercent = (fractionDigits: number) => {
    let format = percents.get(fractionDigits)
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: fractionDigits,
      })
      percents.set(fractionDigits, format)
    }
    return format
  }
  return {
    locale,
    /** A raw token amount in token units, cut (never rounded) to
     * `significantDigits`, with the locale's separators. */
    tokenAmount(
      amount: bigint,
      decimals: number,
      options?: FormatTokenAmountOptions,
    ): string {
      symbols ??= getNumberSymbols(locale)
      return formatTokenAmountWith(symbols, amount, decimals, options)
    },
    /** A USD value; tiny non-zero values read as "< $0.01". */
    usd(value: number): string {
      if (!Number.isFinite(value)) return '—'
      usd ??= new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 2,
      })
      if (value > 0 && value < 0.01) return `< ${usd.format(0.01)}`
      return usd.format(value)
    },
    /** A percentage given in percent (0.5 is 0.5%), at most
     * `fractionDigits` decimals; tiny non-zero values read as "< 0.01%". */
    percent(percent: number, fractionDigits = 2): string {
      if (!Number.isFinite(percent)) return '—'
      const format = getPercent(fractionDigits)
      const limit = 10 ** -fractionDigits
      if (percent > 0 && percent < limit) {
        return `< ${format.format(limit / 100)}`
      }
      return format.format(percent / 100)
    },
    /** A moment as a date and time of day. */
    dateTime(timeMs: number): string {
      dateTime ??= new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
      return dateTime.format(timeMs)
    },
    /**
     * A past moment relative to `nowMs`: "3 minutes ago", "now". A moment
     * after `nowMs` reads as now: it is a clock that ticks coarsely (or a
     * device's clock a little behind), never an event still to come.
     */
    relativeTime(timeMs: number, nowMs: number): string {
      relative ??= new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
      const seconds = Math.round((Math.min(timeMs, nowMs) - nowMs) / 1000)
      const magnitude = Math.abs(seconds)
      if (magnitude < 60) return relative.format(seconds, 'second')
      if (magnitude < 3600) {
        return relative.format(Math.trunc(seconds / 60), 'minute')
      }
      if (magnitude < 86_400) {
        return relative.format(Math.trunc(seconds / 3600), 'hour')
      }
      return relative.format(Math.trunc(seconds / 86_400), 'day')
    },
  }
}

// English for the callers that do not pass a locale yet (features converted
// in a later step); built on first use. The same for every app on a page.
let english: Formatters | undefined
function getFormatters(locale?: string) {
  if (locale) return createFormatters(locale)
  english ??= createFormatters('en')
  return english
}

/**
 * A token amount for display. Digits beyond `significantDigits` are cut, not
 * rounded, so a shown output is never more than what the quote promises.
 * English unless `locale` is given; components use `useFormatters()`.
 */
export function formatTokenAmount(
  amount: bigint,
  decimals: number,
  options: FormatTokenAmountOptions & { locale?: string } = {},
): string {
  return getFormatters(options.locale).tokenAmount(amount, decimals, options)
}

/** A USD value for display; tiny non-zero values read as "< $0.01". */
export function formatUsd(value: number, locale?: string): string {
  return getFormatters(locale).usd(value)
}

/** A percentage for display, at most `fractionDigits` decimals, no noise. */
export function formatPercent(
  percent: number,
  fractionDigits = 2,
  locale?: string,
): string {
  return getFormatters(locale).percent(percent, fractionDigits)
}

/**
 * Seconds as "45 s" or "2 min 05 s"; negative reads as "0 s". English: the
 * words of other languages are messages (`useFormatters().duration`).
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  const rest = String(seconds % 60).padStart(2, '0')
  return `${minutes} min ${rest} s`
}

/** How long ago, coarsely: "45 s", "3 min", "2 h". */
export function formatAge(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  if (seconds < 60) return `${seconds} s`
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`
  return `${Math.floor(seconds / 3600)} h`
}
