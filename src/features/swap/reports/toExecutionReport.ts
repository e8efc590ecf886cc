// Builds the body of POST /partner/v1/executions. The report is telemetry
// sent to a third party, so its free text must carry no calldata, signature
// or private data (spec: ExecutionReport.reason); addresses and long hex runs
// are cut out before the schema's own refusal could drop the whole report.
import type { Hash } from 'viem'
import type {
  ExecutionReport,
  ExecutionStatus,
} from '../../../../schema/partner'
import {
  hasSensitiveHex,
  MAX_REASON_LENGTH,
} from '../../../../schema/reportReason'

export type ToExecutionReportParameters = {
  /** The quote's `quoteId`; without one there is nothing to report against. */
  quoteId: string | null | undefined
  chainId: number
  hash: Hash
  status: ExecutionStatus
  reason?: string | null
}

type ToExecutionReportReturnType = ExecutionReport | null

const hexRuns = [/0x[0-9a-fA-F]{40,}/g, /[0-9a-fA-F]{64,}/g]

function cleanReason(reason: string): string | null {
  let text = reason
  for (const run of hexRuns) text = text.replace(run, '[hex removed]')
  text = text.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON_LENGTH)
  return text && !hasSensitiveHex(text) ? text : null
}

/** The report body, or null when the quote had no id to report against. */
export function toExecutionReport({
  quoteId,
  chainId,
  hash,
  status,
  reason,
}: ToExecutionReportParameters): ToExecutionReportReturnType {
  if (!quoteId) return null
  const cleaned = reason ? cleanReason(reason) : null
  return {
    quoteId,
    chainId,
    transactionHash: hash,
    status,
    ...(cleaned ? { reason: cleaned } : {}),
  }
}
