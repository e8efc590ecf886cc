import { maxUint256, parseUnits } from 'viem'

export type ParseAmountInputReturnType =
  | { status: 'empty' }
  | { status: 'zero' }
  | { status: 'valid'; amount: bigint }
  | { status: 'invalid'; message: string }

export const amountMessages = {
  exponent: 'Write the amount in full, without an exponent (1500, not 1.5e3).',
  negative: 'The amount cannot be negative.',
  separator: 'Use a dot for decimals and no thousands separators.',
  garbage: 'Enter a number, like 1.5.',
  tooLarge: 'This amount is too large.',
  tooManyDecimals: (decimals: number) =>
    decimals === 0
      ? 'This token has no decimal places: enter a whole number.'
      : `This token has at most ${decimals} decimal places.`,
} as const

/**
 * The amount field's text as a raw token amount. Rejects, each with its own
 * message, exponents, negatives, commas, anything not a plain decimal, more
 * decimals than the token has and amounts beyond uint256. "1." and ".5" are
 * accepted: they are how people type.
 */
export function parseAmountInput(
  text: string,
  decimals: number,
): ParseAmountInputReturnType {
  const trimmed = text.trim()
  if (!trimmed) return { status: 'empty' }
  if (trimmed.startsWith('-')) {
    return { status: 'invalid', message: amountMessages.negative }
  }
  if (/^[+]?[\d.]*[eE][+-]?\d*$/.test(trimmed)) {
    return { status: 'invalid', message: amountMessages.exponent }
  }
  if (/^[\d.,\s_']+$/.test(trimmed) && /[,\s_']/.test(trimmed)) {
    return { status: 'invalid', message: amountMessages.separator }
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed)
  if (!match || trimmed === '.') {
    return { status: 'invalid', message: amountMessages.garbage }
  }
  const [, integer = '', fraction = ''] = match
  if (fraction.replace(/0+$/, '').length > decimals) {
    return {
      status: 'invalid',
      message: amountMessages.tooManyDecimals(decimals),
    }
  }
  if (integer.replace(/^0+/, '').length > 78) {
    return { status: 'invalid', message: amountMessages.tooLarge }
  }
  const amount = parseUnits(
    `${integer || '0'}.${fraction.slice(0, decimals) || '0'}`,
    decimals,
  )
  if (amount > maxUint256) {
    return { status: 'invalid', message: amountMessages.tooLarge }
  }
  return amount === 0n ? { status: 'zero' } : { status: 'valid', amount }
}
