import type { z } from 'zod'
import { specMessages } from '../../../schema/messages'
import type {
  ExecutionReport,
  executionAcceptedSchema,
} from '../../../schema/partner'
import { ServiceError } from '../errors/ServiceError'
import type { AppServices } from '../services/AggregatorServices'

type PostExecutionReportParameters = {
  report: ExecutionReport
  partnerId: string
}

type PostExecutionReportReturnType = z.input<typeof executionAcceptedSchema>

/**
 * Telemetry only: kept in memory for tests and monitoring. Any lifecycle
 * order is accepted; reports of quote ids this service never issued are
 * kept and marked.
 */
export function postExecutionReport(
  { chains, reports, issuedQuoteIds, now }: AppServices,
  { report, partnerId }: PostExecutionReportParameters,
): PostExecutionReportReturnType {
  if (!chains.has(report.chainId)) {
    throw new ServiceError({
      statusCode: 404,
      message: specMessages.chainNotFound,
    })
  }
  reports.add({
    ...report,
    partnerId,
    receivedAt: new Date(now()).toISOString(),
    isKnownQuote: issuedQuoteIds.has(report.quoteId),
  })
  return { accepted: true }
}
