import type { ApiConfig } from '../../../lib/ApiConfigProvider'
import { fetchEndpoint } from '../../../lib/apiClient'
import {
  type ToExecutionReportParameters,
  toExecutionReport,
} from './toExecutionReport'

/**
 * POST /partner/v1/executions, for the live flow (SUBMITTED, CONFIRMED,
 * REVERTED) and for a swap whose page was reloaded before it was mined.
 * Best effort: never awaited by the UI, errors swallowed, never retried.
 */
export function reportExecution(
  api: ApiConfig,
  report: ToExecutionReportParameters,
): Promise<void> {
  const body = toExecutionReport(report)
  if (!body) return Promise.resolve()
  return fetchEndpoint({
    id: 'executions',
    body,
    baseUrl: api.baseUrl,
    fetchFn: api.fetchFn,
  }).then(
    () => undefined,
    () => undefined,
  )
}
