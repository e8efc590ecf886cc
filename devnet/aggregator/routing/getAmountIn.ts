type GetAmountInParameters = {
  amountOut: bigint
  reserveIn: bigint
  reserveOut: bigint
  feeBps: bigint
}

/**
 * Smallest input that yields at least `amountOut` (Uniswap V2's getAmountIn,
 * generalised to a fee in basis points). Null when the pool cannot supply it.
 */
export function getAmountIn({
  amountOut,
  reserveIn,
  reserveOut,
  feeBps,
}: GetAmountInParameters): bigint | null {
  if (amountOut <= 0n || reserveIn <= 0n || amountOut >= reserveOut) {
    return null
  }
  const numerator = reserveIn * amountOut * 10_000n
  const denominator = (reserveOut - amountOut) * (10_000n - feeBps)
  return numerator / denominator + 1n
}
