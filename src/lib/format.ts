// Display formatting: token amounts, USD values, percentages, durations and
// addresses, as the person reads them.
import { type Address, formatUnits, getAddress } from 'viem'

type FormatTokenAmountOptions = {
  /** Significant digits kept in the fraction (the integer part is whole). */
  significantDigits?: number
}

function groupThousands(integer: string) {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * A token amount for display. Digits beyond `significantDigits` are cut, not
 * rounded, so a shown output is never more than what the quote promises.
 */
export function formatTokenAmount(
  amount: bigint,
  decimals: number,
  { significantDigits = 6 }: FormatTokenAmountOptions = {},
): string {
  const sign = amount < 0n ? '-' : ''
  const [integer = '0', fraction = ''] = formatUnits(
    amount < 0n ? -amount : amount,
    decimals,
  ).split('.')
  let kept: string
  if (integer !== '0') {
    const room = Math.max(0, significantDigits - integer.length)
    kept = fraction.slice(0, Math.max(room, 2))
  } else {
    const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
    kept = fraction.slice(0, leadingZeros + significantDigits)
  }
  kept = kept.replace(/0+$/, '')
  const text = kept
    ? `${groupThousands(integer)}.${kept}`
    : groupThousands(integer)
  return `${sign}${text}`
}

// Built on first use: an Intl formatter costs milliseconds to create, which
// at module scope would land in the start-up task before anything paints.
let usd: Intl.NumberFormat | undefined

/** A USD value for display; tiny non-zero values read as "< $0.01". */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return '—'
  if (value > 0 && value < 0.01) return '< $0.01'
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
  })
  return usd.format(value)
}

/** A percentage for display, at most `fractionDigits` decimals, no noise. */
export function formatPercent(percent: number, fractionDigits = 2): string {
  if (!Number.isFinite(percent)) return '—'
  const limit = 10 ** -fractionDigits
  if (percent > 0 && percent < limit) return `< ${limit}%`
  return `${Number(percent.toFixed(fractionDigits))}%`
}

/** Seconds as "45 s" or "2 min 05 s"; negative reads as "0 s". */
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

/** 0x1234…abcd, checksummed. */
export function shortenAddress(address: Address): string {
  const checksummed = getAddress(address)
  return `${checksummed.slice(0, 6)}…${checksummed.slice(-4)}`
}
