import type { EndpointDefinition } from '../schema/endpoints'
import { parseRetryAfter } from '../schema/parseRetryAfter'
import type { UpstreamAnswer } from './callUpstream'
import type { LogFields } from './createJsonLogger'
import type { ProxyAnswer } from './toProxyResponse'

/**
 * Decides what the browser gets for one upstream exchange: failures become
 * 502/504 error bodies; a 429 pauses every route for its Retry-After, capped
 * at one budget window (a hostile or broken upstream cannot switch the proxy
 * off for days); other errors are rebuilt as the spec's error body with the
 * upstream's status and a capped message, nothing else of theirs (stack
 * traces, internal hosts) reaching the browser; a 401/403 means our key is
 * refused, which is the operator's problem, so the browser gets a generic 502
 * and the log a line; a 2xx must parse with the row's response schema (502
 * otherwise) and is then forwarded byte for byte. The key is blanked out of
 * anything the upstream might echo.
 */

export const MAX_UPSTREAM_MESSAGE_LENGTH = 200

type InterpretUpstreamAnswerParameters = {
  outcome: UpstreamAnswer
  endpoint: EndpointDefinition
  apiKey: string
  nowMs: number
  /** The default and the cap of an upstream Retry-After. */
  budgetWindowSeconds: number
  pauseUpstream: (retryAfterSeconds: number) => Promise<void>
  logFields: LogFields
  onWarning: (msg: string, fields: LogFields) => void
}

const redact = (text: string, apiKey: string) =>
  text.includes(apiKey) ? text.replaceAll(apiKey, '[redacted]') : text

/** The upstream's `message` (a string, or NestJS's list of strings), capped;
 * its other fields are dropped. */
function toUpstreamMessage(json: unknown, apiKey: string) {
  const raw =
    typeof json === 'object' && json !== null && 'message' in json
      ? json.message
      : undefined
  const message =
    typeof raw === 'string'
      ? raw
      : Array.isArray(raw)
        ? raw.filter((part) => typeof part === 'string').join('; ')
        : ''
  // Control characters (newlines included) become spaces: one-line messages.
  const clean = [...redact(message, apiKey)]
    .map((char) => (char < ' ' || char === '\u007f' ? ' ' : char))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
  if (!clean) return 'Upstream error'
  return clean.length > MAX_UPSTREAM_MESSAGE_LENGTH
    ? `${clean.slice(0, MAX_UPSTREAM_MESSAGE_LENGTH - 1)}…`
    : clean
}

export async function interpretUpstreamAnswer({
  outcome,
  endpoint,
  apiKey,
  nowMs,
  budgetWindowSeconds,
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
  if (status === 401 || status === 403) {
    onWarning('upstream refused the partner key', { upstreamStatus: status })
    return {
      kind: 'error',
      status: 502,
      message: 'Upstream refused the request',
    }
  }
  if (status === 429) {
    const retryAfterSeconds = Math.min(
      parseRetryAfter(outcome.retryAfter, nowMs) ?? budgetWindowSeconds,
      budgetWindowSeconds,
    )
    await pauseUpstream(retryAfterSeconds)
    return {
      kind: 'error',
      status,
      message: toUpstreamMessage(outcome.json, apiKey),
      retryAfterSeconds,
    }
  }
  if (status === 204) {
    return { kind: 'upstream', status, bodyText: '', cacheSeconds: 0 }
  }
  if (status < 200 || status > 299) {
    return {
      kind: 'error',
      status,
      message: toUpstreamMessage(outcome.json, apiKey),
    }
  }
  const checked = endpoint.response.safeParse(outcome.json)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    onWarning('upstream answer off contract', {
      issuePath: issue?.path.map(String).join('.') ?? null,
      issueCode: issue?.code ?? null,
      issueMessage: issue?.message ?? null,
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
    bodyText: redact(outcome.bodyText, apiKey),
    cacheSeconds: status === 200 ? endpoint.cacheSeconds : 0,
  }
}
