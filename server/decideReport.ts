import type { ExecutionStatus } from '../schema/partner'
import type { ReportClaim, ReportDecision } from './quoteRegistry'

/**
 * Whether a report may go to the upstream, from what its quote's record
 * holds (`reported`, `transactionHash`): SUBMITTED first, then one of
 * CONFIRMED or REVERTED, all about the transaction SUBMITTED named. An
 * exact repeat, or a SUBMITTED after the final outcome for the same
 * transaction, is a duplicate (answered locally, never forwarded). The
 * Redis registry's Lua script holds the same rules (createRedisQuoteRegistry).
 */
export function decideReport(
  reported: ExecutionStatus | null,
  transactionHash: string | null,
  claim: ReportClaim,
): ReportDecision {
  if (reported === null) {
    return claim.status === 'SUBMITTED' ? 'claimed' : 'out-of-order'
  }
  if (claim.transactionHash.toLowerCase() !== transactionHash) {
    return 'other-transaction'
  }
  if (claim.status === reported || claim.status === 'SUBMITTED') {
    return 'duplicate'
  }
  return reported === 'SUBMITTED' ? 'claimed' : 'out-of-order'
}

/** The record's step before `claim` moved it there. */
export const previousReport = (claim: ReportClaim): ExecutionStatus | null =>
  claim.status === 'SUBMITTED' ? null : 'SUBMITTED'
