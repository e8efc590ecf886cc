import type { ExecutionReport } from '../../../../schema/partner'
import type { ApiConfig } from '../../../lib/ApiConfigProvider'
import { ApiError, fetchEndpoint } from '../../../lib/apiClient'
import type { ReportOutcome } from './reportQueue'

/** A report that hangs longer than this is given up and tried later. */
const SEND_TIMEOUT_MS = 20_000

/**
 * POST /partner/v1/executions, once, with what came of it. Any 2xx is
 * received (service notes), even with a body the contract does not know; a
 * 4xx other than 408 and 429 will never be accepted.
 */
export async function sendExecutionReport(
  api: ApiConfig,
  body: ExecutionReport,
): Promise<ReportOutcome> {
  try {
    await fetchEndpoint({
      id: 'executions',
      body,
      baseUrl: api.baseUrl,
      fetchFn: api.fetchFn,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    return { kind: 'sent' }
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed' }
    const status = error.status ?? 0
    if (error.kind === 'rate-limited') {
      return {
        kind: 'rate-limited',
        retryAfterSeconds: error.retryAfterSeconds,
      }
    }
    if (error.kind === 'invalid-response' && status >= 200 && status < 300) {
      return { kind: 'sent' }
    }
    const isPermanent =
      error.kind === 'http' && status >= 400 && status < 500 && status !== 408
    return { kind: isPermanent ? 'refused' : 'failed' }
  }
}
