/** A percentage for display, at most `fractionDigits` decimals, no noise. */
export function formatPercent(percent: number, fractionDigits = 2): string {
  if (!Number.isFinite(percent)) return '—'
  const limit = 10 ** -fractionDigits
  if (percent > 0 && percent < limit) return `< ${limit}%`
  return `${Number(percent.toFixed(fractionDigits))}%`
}
