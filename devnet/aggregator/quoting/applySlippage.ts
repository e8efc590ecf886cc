type ApplySlippageParameters = {
  amountOut: bigint
  /** Percent as sent, 0 to 50 with at most 4 decimals (already validated). */
  slippagePercent: string
}

const PARTS = 1_000_000n

/** Minimum output after slippage, floored, without going through floats. */
export function applySlippage({
  amountOut,
  slippagePercent,
}: ApplySlippageParameters): bigint {
  const [whole = '0', fraction = ''] = slippagePercent.split('.')
  // percent with 4 decimals = parts per million
  const ppm = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0') || '0')
  return (amountOut * (PARTS - ppm)) / PARTS
}
