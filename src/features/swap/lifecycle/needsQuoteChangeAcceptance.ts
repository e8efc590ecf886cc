import type { PartnerQuoteResponse } from '../../../../schema/partner'

type QuoteFigures = Pick<PartnerQuoteResponse, 'dstAmount' | 'minAmountOut'>

const BPS = 10_000n

/**
 * How far a fresh quote may fall below the one the person reviewed before
 * they must accept the change: 0.5 %, and never more than half of the
 * slippage the reviewed quote was made with (read from its minimum). A
 * re-quote a few seconds later in a live market always moves a little;
 * asking about every wei trains people to click through the prompt. The
 * slippage is what they allowed between signing and the block, so a silent
 * drop before signing may only take a part of it: the rest still covers
 * the chain. Better figures never ask.
 */
export const QUOTE_CHANGE_TOLERANCE_BPS = 50n

/** The reviewed quote's slippage in basis points; null without a minimum. */
function slippageBps({ dstAmount, minAmountOut }: QuoteFigures) {
  if (minAmountOut === undefined) return null
  const dst = BigInt(dstAmount)
  if (dst === 0n) return null
  return ((dst - BigInt(minAmountOut)) * BPS) / dst
}

function toleranceBps(previous: QuoteFigures) {
  const slippage = slippageBps(previous)
  if (slippage === null) return QUOTE_CHANGE_TOLERANCE_BPS
  const half = slippage / 2n
  return half < QUOTE_CHANGE_TOLERANCE_BPS ? half : QUOTE_CHANGE_TOLERANCE_BPS
}

/** Whether `next` is worse than `previous` by more than the tolerance. */
const fellBeyond = (previous: bigint, next: bigint, bps: bigint) =>
  next * BPS < previous * (BPS - bps)

/**
 * Whether a re-quote must be accepted explicitly before it can be signed:
 * its output, or its guaranteed minimum, fell beyond the tolerance, or it
 * lost the minimum the reviewed quote had.
 */
export function needsQuoteChangeAcceptance(
  previous: QuoteFigures,
  next: QuoteFigures,
): boolean {
  const bps = toleranceBps(previous)
  if (fellBeyond(BigInt(previous.dstAmount), BigInt(next.dstAmount), bps)) {
    return true
  }
  if (previous.minAmountOut === undefined) return false
  if (next.minAmountOut === undefined) return true
  return fellBeyond(
    BigInt(previous.minAmountOut),
    BigInt(next.minAmountOut),
    bps,
  )
}
