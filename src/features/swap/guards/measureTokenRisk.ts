// The tax or the trap, from the app's own simulation, no upstream call:
// the sell-back probe (readSellBackProbe.ts) tells a token whose sale's
// first leg (the transfer to its pool) reverts, or loses a share on the
// way (the sell tax); the swap itself says how much of the quote arrived
// (the buy tax). A shortfall of the swap
// alone is not called a tax (the market may have moved between the quote
// and the simulation): only a transfer that loses more than rounding is.
import type { SellBackProbe, TokenRisk } from './types'

type MeasureTokenRiskParameters = {
  /** The quote's amount out, as the service computed it. */
  quotedWei: bigint
  /** What the recipient gained in the simulation. */
  receivedWei: bigint
  /** Null where the probe did not run: nothing is claimed then. */
  sellBack: SellBackProbe | null
}

/** A transfer may lose this much to rounding (1 wei, or 0.01 %). */
const isRounding = (lossWei: bigint, sentWei: bigint) =>
  lossWei <= 1n || lossWei * 10_000n <= sentWei

/** `part` of `whole` in basis points, rounded to a tenth of a basis point. */
const toBps = (part: bigint, whole: bigint) =>
  whole === 0n ? 0 : Number((part * 100_000n + whole / 2n) / whole) / 10

export function measureTokenRisk({
  quotedWei,
  receivedWei,
  sellBack,
}: MeasureTokenRiskParameters): TokenRisk | null {
  if (sellBack === null) return null
  if (sellBack.status === 'reverted') {
    return { kind: 'unsellable', reason: sellBack.reason }
  }
  const { sentWei, arrivedWei } = sellBack
  const lossWei = sentWei - arrivedWei
  if (isRounding(lossWei, sentWei)) return null
  const shortfallWei = quotedWei - receivedWei
  const buyTaxBps = shortfallWei > 0n ? toBps(shortfallWei, quotedWei) : 0
  const sellTaxBps = toBps(lossWei, sentWei)
  return {
    kind: 'taxed',
    taxBps: buyTaxBps > 0 ? buyTaxBps : sellTaxBps,
    buyTaxBps,
    sellTaxBps,
    quotedWei,
    receivedWei,
  }
}
