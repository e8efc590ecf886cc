/**
 * Draws one of `ranked` (most popular first) with probability ∝ 1 / rank^s
 * (Zipf's law; s = 1 unless told): what a crowd of traders does, a few
 * pairs taking most swaps and a long tail the rest.
 */
export function createZipfSampler<T>(
  ranked: readonly T[],
  exponent = 1,
): (random: () => number) => T {
  if (ranked.length === 0) throw new Error('a Zipf sampler needs items')
  if (!(exponent >= 0 && Number.isFinite(exponent))) {
    throw new Error(`the Zipf exponent must be 0 or more, got ${exponent}`)
  }
  const weights = ranked.map((_, index) => 1 / (index + 1) ** exponent)
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  let sum = 0
  const cumulative = weights.map((weight) => {
    sum += weight / total
    return sum
  })
  return (random) => {
    const u = random()
    // The first rank whose cumulative share passes u (binary search).
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((cumulative[middle] ?? 1) > u) high = middle
      else low = middle + 1
    }
    return ranked[low] as T
  }
}
