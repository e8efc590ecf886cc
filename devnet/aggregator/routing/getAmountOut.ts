type GetAmountOutParameters = {
  amountIn: bigint
  reserveIn: bigint
  reserveOut: bigint
  feeBps: bigint
}

/**
 * The pools' own integer formula: Uniswap V2 (997/1000) is the 30 bps case,
 * since scaling numerator and denominator by 10 leaves the floor unchanged.
 */
export function getAmountOut({
  amountIn,
  reserveIn,
  reserveOut,
  feeBps,
}: GetAmountOutParameters): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const amountInWithFee = amountIn * (10_000n - feeBps)
  return (
    (amountInWithFee * reserveOut) / (reserveIn * 10_000n + amountInWithFee)
  )
}
