import type { ApiConfig } from '../../../lib/ApiConfigProvider'
import { fetchEndpoint } from '../../../lib/apiClient'
import type { ActivitySettlement } from '../../activity'
import { toExecutionReport } from '../guards/toExecutionReport'

/**
 * The CONFIRMED / REVERTED report for a swap whose page was reloaded before
 * it was mined: the same body the flow sends, best effort, never awaited by
 * the UI, errors swallowed.
 */
export function reportSettledActivity(
  api: ApiConfig,
  { quoteId, chainId, settledHash, status }: ActivitySettlement,
): Promise<void> {
  const body = toExecutionReport({
    quoteId,
    chainId,
    hash: settledHash,
    status: status === 'confirmed' ? 'CONFIRMED' : 'REVERTED',
  })
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
