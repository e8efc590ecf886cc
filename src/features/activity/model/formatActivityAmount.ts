import type { Formatters } from '../../../lib/format'
import type { ActivityAmount } from '../store/types'

/** A stored amount in the language on screen; text as it was written. */
export function formatActivityAmount(
  amount: ActivityAmount,
  format: Pick<Formatters, 'tokenAmount'>,
): string {
  return amount.kind === 'raw'
    ? format.tokenAmount(BigInt(amount.units), amount.decimals)
    : amount.text
}
