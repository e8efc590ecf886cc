// Shares of a whole shown as percentages must add up to exactly 100: the
// reference service's route percentages and every split the app draws use
// this one rounding. No zod, so the first paint can use it.

/**
 * Largest-remainder rounding of `parts` (any non-negative weights, e.g. wei
 * amounts) to percentages with `fractionDigits` decimals that sum to exactly
 * 100. Ties go to the earlier part. All-zero input gives all zeros.
 */
export function roundPercents(
  parts: readonly bigint[],
  fractionDigits = 2,
): number[] {
  const whole = parts.reduce((sum, part) => sum + part, 0n)
  if (parts.some((part) => part < 0n)) {
    throw new RangeError('roundPercents: parts must be non-negative')
  }
  if (whole === 0n) return parts.map(() => 0)
  const scale = 10n ** BigInt(fractionDigits)
  const units = 100n * scale
  const floors = parts.map((part) => (part * units) / whole)
  const remainders = parts.map((part) => (part * units) % whole)
  let left = units - floors.reduce((sum, floor) => sum + floor, 0n)
  const order = parts
    .map((_, index) => index)
    .sort((a, b) => {
      const ra = remainders[a] ?? 0n
      const rb = remainders[b] ?? 0n
      return ra === rb ? a - b : rb > ra ? 1 : -1
    })
  const rounded = [...floors]
  for (const index of order) {
    if (left === 0n) break
    rounded[index] = (rounded[index] ?? 0n) + 1n
    left -= 1n
  }
  return rounded.map((value) => Number(value) / Number(scale))
}
