import type { QuoteProvenance } from '../types'

/**
 * A comparison older than the quote it stands beside no longer describes
 * that quote. Both times are on the local clock.
 */
export function isCompareStale(
  compareReceivedAtMs: number,
  quoteProvenance: QuoteProvenance,
): boolean {
  return compareReceivedAtMs < quoteProvenance.receivedAtMs
}
