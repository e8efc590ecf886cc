/**
 * Every ordered pair (sell, buy) of `tokens` (most traded first), ranked by
 * how often a crowd trades it: a pair of two popular tokens before a pair
 * with a rare one (by the product of the two ranks; ties: the more popular
 * sell token first, then buy token). `isTradable` leaves pairs out (a wrap
 * is no swap). For createZipfSampler, which then draws a pair ∝ 1 / rank.
 */
export function rankSwapPairs<T>(
  tokens: readonly T[],
  isTradable: (sell: T, buy: T) => boolean = () => true,
): { sell: T; buy: T }[] {
  if (new Set(tokens).size !== tokens.length) {
    throw new Error('rankSwapPairs: a token is listed twice')
  }
  const pairs: { sell: T; buy: T; key: number[] }[] = []
  tokens.forEach((sell, sellIndex) => {
    tokens.forEach((buy, buyIndex) => {
      if (sellIndex === buyIndex || !isTradable(sell, buy)) return
      const key = [(sellIndex + 1) * (buyIndex + 1), sellIndex, buyIndex]
      pairs.push({ sell, buy, key })
    })
  })
  pairs.sort(
    (a, b) =>
      (a.key[0] ?? 0) - (b.key[0] ?? 0) ||
      (a.key[1] ?? 0) - (b.key[1] ?? 0) ||
      (a.key[2] ?? 0) - (b.key[2] ?? 0),
  )
  return pairs.map(({ sell, buy }) => ({ sell, buy }))
}
