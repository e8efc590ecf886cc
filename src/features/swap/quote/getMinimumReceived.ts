import { parseUnits } from '../../../lib/tokenUnits'

type GetMinimumReceivedParameters = {
  dstAmount: bigint
  /** From the executable quote's transaction; wins when present. */
  minAmountOut: bigint | null
  slippagePercent: string
}

type GetMinimumReceivedReturnType = {
  amount: bigint
  source: 'transaction' | 'slippage'
}

/** The least the swap can pay out before it reverts. */
export function getMinimumReceived({
  dstAmount,
  minAmountOut,
  slippagePercent,
}: GetMinimumReceivedParameters): GetMinimumReceivedReturnType {
  if (minAmountOut !== null) {
    return { amount: minAmountOut, source: 'transaction' }
  }
  // Slippage has at most 4 decimals: work in millionths of the whole.
  const slippageMillionths = parseUnits(slippagePercent, 4)
  const keptMillionths = 1_000_000n - slippageMillionths
  return {
    amount: (dstAmount * keptMillionths) / 1_000_000n,
    source: 'slippage',
  }
}
