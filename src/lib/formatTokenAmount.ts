import { formatUnits } from 'viem'

export type FormatTokenAmountOptions = {
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
