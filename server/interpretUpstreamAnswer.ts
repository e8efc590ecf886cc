import type { EndpointDefinition } from '../schema/endpoints'
import type { CallUpstreamReturnType } from './callUpstream'
import type { LogFields } from './createJsonLogger'
import { parseRetryAfter } from './parseRetryAfter'
import type { ProxyAnswer } from './toProxyResponse'

/**
 * Decides what the browser gets for one upstream exchange: failures become
 * 502/504 error bodies; a 429 passes through with its Retry-After and pauses
 * every route; other errors pass through as sent; a 2xx must parse with the
 * row's response schema (502 otherwise) and is then forwarded byte for byte.
 * The key is blanked out of anything the upstream might echo.
 */

export type InterpretUpstreamAnswerParameters = {
  outcome: CallUpstreamReturnType
  endpoint: EndpointDefinition
  apiKey: string
  nowMs: number
  defaultRetryAfterSeconds: number
  pauseUpstream: (retryAfterSeconds: number) => Promise<void>
  logFields: LogFields
  onWarning: (msg: string, fields: LogFields) => void
}

export async function interpretUpstreamAnswer({
  outcome,
  endpoint,
  apiKey,
  nowMs,
  defaultRetryAfterSeconds,
  pauseUpstream,
  logFields,
  onWarning,
}: InterpretUpstreamAnswerParameters): Promise<ProxyAnswer> {
  if (outcome.kind === 'failure') {
    logFields.upstreamStatus = outcome.upstreamStatus ?? null
    onWarning('upstream failure', {
      reason: outcome.message,
      upstreamStatus: outcome.upstreamStatus,
    })
    return { kind: 'error', status: outcome.status, message: outcome.message }
  }
  const { status } = outcome
  logFields.upstreamStatus = status
  const bodyText = outcome.bodyText.includes(apiKey)
    ? outcome.bodyText.replaceAll(apiKey, '[redacted]')
    : outcome.bodyText
  if (status === 429) {
    const retryAfterSeconds =
      parseRetryAfter(outcome.retryAfter, nowMs) ?? defaultRetryAfterSeconds
    await pauseUpstream(retryAfterSeconds)
    return {
      kind: 'upstream',
      status,
      bodyText,
      retryAfterSeconds,
      cacheSeconds: 0,
    }
  }
  if (status < 200 || status > 299 || status === 204) {
    return { kind: 'upstream', status, bodyText, cacheSeconds: 0 }
  }
  const checked = endpoint.response.safeParse(outcome.json)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    onWarning('upstream answer off contract', {
      issuePath: issue?.path.map(String).join('.') ?? null,
      issueCode: issue?.code ?? null,
    })
    return {
      kind: 'error',
      status: 502,
      message: 'Upstream answer does not match the API contract',
    }
  }
  return {
    kind: 'upstream',
    status,
    bodyText,
    cacheSeconds: status === 200 ? endpoint.cacheSeconds : 0,
  }
}
