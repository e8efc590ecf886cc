import { parseUnits } from 'viem'

type DrawSwapAmountParameters = {
  random: () => number
  /** The sell token's price in USD (the devnet's seeding price). */
  priceUsd: number
  decimals: number
  /** What the seller holds of it, in its smallest unit. */
  balance: bigint
  /** The range the amount is drawn from, in USD. */
  minUsd: number
  maxUsd: number
  /** The most of the balance one swap may sell (0–1): a trader keeps some. */
  maxBalanceShare?: number
}

/**
 * A sell amount drawn log-uniformly between `minUsd` and `maxUsd` worth
 * (as many swaps of $10–$100 as of $100–$1,000: trade sizes spread over
 * orders of magnitude), capped by a share of the balance, in the token's
 * smallest unit, rounded to 4 significant digits as a person types it.
 * Null when the balance cannot cover `minUsd`. Every draw is different, so
 * no two quotes share an answer.
 */
export function drawSwapAmount({
  random,
  priceUsd,
  decimals,
  balance,
  minUsd,
  maxUsd,
  maxBalanceShare = 0.5,
}: DrawSwapAmountParameters): bigint | null {
  if (!(priceUsd > 0)) throw new Error(`priceUsd must be above 0: ${priceUsd}`)
  if (!(minUsd > 0 && maxUsd >= minUsd)) {
    throw new Error(`need 0 < minUsd ≤ maxUsd, got ${minUsd} and ${maxUsd}`)
  }
  if (!(maxBalanceShare > 0 && maxBalanceShare <= 1)) {
    throw new Error(`maxBalanceShare must be in (0, 1]: ${maxBalanceShare}`)
  }
  const usd = minUsd * (maxUsd / minUsd) ** random()
  const amount = parseUnits(toTyped(usd / priceUsd, decimals), decimals)
  const cap = (balance * BigInt(Math.round(maxBalanceShare * 10_000))) / 10_000n
  const floor = parseUnits(toTyped(minUsd / priceUsd, decimals), decimals)
  if (cap < floor || cap === 0n) return null
  return amount > cap ? cap : amount
}

/** `units` to 4 significant digits as decimal text (never 1e-7). */
function toTyped(units: number, decimals: number) {
  const digits = Math.max(0, 3 - Math.floor(Math.log10(units)))
  return units.toFixed(Math.min(decimals, digits))
}
