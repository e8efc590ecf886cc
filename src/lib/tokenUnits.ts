// Token amounts between bigint units and decimal text, exactly (no
// floating point). The app's own few lines instead of viem's unit helpers,
// which bring viem's error classes into the first load; tokenUnits.test.ts
// holds both to the same answers.

/** The largest uint256: no token amount on chain exceeds it. */
export const MAX_UINT256 = 2n ** 256n - 1n

function checkDecimals(decimals: number) {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(
      `Token decimals must be a non-negative integer, got ${decimals}`,
    )
  }
}

/** `value` units of a token with `decimals` as decimal text: 1500n, 3 → "1.5". */
export function formatUnits(value: bigint, decimals: number): string {
  checkDecimals(decimals)
  const isNegative = value < 0n
  const digits = (isNegative ? -value : value)
    .toString()
    .padStart(decimals, '0')
  const integer = digits.slice(0, digits.length - decimals) || '0'
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${isNegative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

const decimalPattern = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/

/**
 * Decimal text as units of a token with `decimals`: "1.5", 3 → 1500n.
 * Digits beyond `decimals` are rounded half away from zero.
 */
export function parseUnits(text: string, decimals: number): bigint {
  checkDecimals(decimals)
  if (!decimalPattern.test(text)) {
    throw new SyntaxError(`Not a decimal number: "${text}"`)
  }
  const isNegative = text.startsWith('-')
  const [integer = '', fraction = ''] = (isNegative ? text.slice(1) : text)
    .replace(/^(\d*)$/, '$1.')
    .split('.')
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0')
  const roundsUp = (fraction[decimals] ?? '0') >= '5'
  const units = BigInt(`${integer || '0'}${kept}`) + (roundsUp ? 1n : 0n)
  return isNegative ? -units : units
}
