import type { ReportClaim, ReportDecision, ReportRecord } from './quoteRegistry'

/**
 * Whether a report may go to the upstream, from its quote's record:
 * SUBMITTED first (one transaction), then one of CONFIRMED or REVERTED
 * (about the submitted transaction or its replacement). A repeat of a
 * report already made, SUBMITTED after the outcome included, is a
 * duplicate (answered locally, never forwarded); a SUBMITTED naming
 * another transaction is `other-transaction`; an outcome before SUBMITTED,
 * or after an outcome, is `out-of-order`. The Redis registry's Lua script
 * holds the same rules (createRedisQuoteRegistry).
 */
export function decideReport(
  { reported, transactionHash, outcomeHash }: ReportRecord,
  claim: ReportClaim,
): ReportDecision {
  const hash = claim.transactionHash.toLowerCase()
  if (claim.status === 'SUBMITTED') {
    if (reported === null) return 'claimed'
    return hash === transactionHash ? 'duplicate' : 'other-transaction'
  }
  if (reported === null) return 'out-of-order'
  if (reported === 'SUBMITTED') return 'claimed'
  return claim.status === reported && hash === outcomeHash
    ? 'duplicate'
    : 'out-of-order'
}

/** The record after a claimed report. */
export function applyReport(
  record: ReportRecord,
  claim: ReportClaim,
): ReportRecord {
  const hash = claim.transactionHash.toLowerCase()
  return claim.status === 'SUBMITTED'
    ? { reported: 'SUBMITTED', transactionHash: hash, outcomeHash: null }
    : { ...record, reported: claim.status, outcomeHash: hash }
}

/** The record with a claim that was not delivered given back, if it is
 * still the last one made. */
export function withdrawReport(
  record: ReportRecord,
  claim: ReportClaim,
): ReportRecord {
  const hash = claim.transactionHash.toLowerCase()
  if (record.reported !== claim.status) return record
  if (claim.status === 'SUBMITTED') {
    return record.transactionHash === hash
      ? { reported: null, transactionHash: null, outcomeHash: null }
      : record
  }
  return record.outcomeHash === hash
    ? { ...record, reported: 'SUBMITTED', outcomeHash: null }
    : record
}
