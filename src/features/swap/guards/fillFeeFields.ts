// The fee fields the swap is simulated and signed with. A quote may leave
// some out; they are filled from the chain's own figures before the
// simulation, never left to the wallet, so that what is signed is what was
// simulated. checkFees then bounds them all, filled or given.
import type { CheckFeesParameters } from './checkFees'
import { PRIORITY_FEE_FLOOR, PRIORITY_FEE_MULTIPLE } from './checkFees'
import type { SwapFeeFields } from './types'

/**
 * A filled maximum fee covers the base fee doubling (six full blocks in a
 * row), well inside checkFees's bound of three times it.
 */
const FILLED_BASE_FEE_MULTIPLE = 2n

/**
 * The quote's fee fields, the missing ones filled: legacy where the quote
 * gives a gas price and no 1559 field or the chain has no base fee; else
 * the chain's suggested tip (held to what checkFees allows) and twice the
 * base fee plus that tip.
 */
export function fillFeeFields(
  tx: Omit<CheckFeesParameters['tx'], 'gas'>,
  network: CheckFeesParameters['network'],
): SwapFeeFields {
  const hasEip1559Field =
    tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined
  if (!hasEip1559Field && tx.gasPrice !== undefined) {
    return { gasPrice: tx.gasPrice }
  }
  const { baseFeePerGas } = network
  if (baseFeePerGas === null && !hasEip1559Field) {
    return { gasPrice: network.gasPrice }
  }
  const suggestedTip = network.maxPriorityFeePerGas ?? 0n
  const tipCeiling =
    PRIORITY_FEE_MULTIPLE * suggestedTip > PRIORITY_FEE_FLOOR
      ? PRIORITY_FEE_MULTIPLE * suggestedTip
      : PRIORITY_FEE_FLOOR
  const maxPriorityFeePerGas =
    tx.maxPriorityFeePerGas ??
    (suggestedTip < tipCeiling ? suggestedTip : tipCeiling)
  const maxFeePerGas =
    tx.maxFeePerGas ??
    (baseFeePerGas === null
      ? network.gasPrice
      : FILLED_BASE_FEE_MULTIPLE * baseFeePerGas + maxPriorityFeePerGas)
  return { maxFeePerGas, maxPriorityFeePerGas }
}
