import type { ExecutionReport } from '../../../schema/partner'

export type StoredExecutionReport = ExecutionReport & {
  partnerId: string
  receivedAt: string
  /** Whether this service issued the quoteId (reports are accepted anyway). */
  isKnownQuote: boolean
}

export type ExecutionReportStore = {
  add: (report: StoredExecutionReport) => void
  list: () => readonly StoredExecutionReport[]
  clear: () => void
}

const MAX_REPORTS = 10_000

/** In-memory telemetry; the chain, not these reports, says what happened. */
export function createExecutionReportStore(): ExecutionReportStore {
  let reports: StoredExecutionReport[] = []
  return {
    add(report) {
      reports.push(report)
      if (reports.length > MAX_REPORTS) reports = reports.slice(-MAX_REPORTS)
    },
    list: () => reports.slice(),
    clear() {
      reports = []
    },
  }
}
