import { createErrorBody } from '../schema/errorBody'

/**
 * What the proxy decided to answer, and how that becomes a response. Only
 * headers set here reach the browser (the upstream's own are never copied),
 * and Cache-Control tells the truth: `no-store` unless the row is cacheable
 * and the answer is a 200.
 */

export type ProxyAnswer =
  | {
      kind: 'upstream'
      status: number
      bodyText: string
      retryAfterSeconds?: number
      cacheSeconds: number
      ageSeconds?: number
    }
  | {
      kind: 'error'
      status: number
      message: string
      retryAfterSeconds?: number
      /** The body's `error`, for a status the shared error body has no
       * reason phrase for (409). */
      label?: string
    }

/** `stale`: a copy older than its row's freshness, served while it is
 * refreshed (or while the upstream fails). */
export type CacheLabel = 'hit' | 'stale' | 'miss' | 'merged' | 'bypass'

type ToProxyResponseParameters = {
  answer: ProxyAnswer
  pathname: string
  nowMs: number
  cacheLabel?: CacheLabel
}

export function toProxyResponse({
  answer,
  pathname,
  nowMs,
  cacheLabel,
}: ToProxyResponseParameters) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  }
  if (answer.retryAfterSeconds !== undefined) {
    headers['Retry-After'] = String(answer.retryAfterSeconds)
  }
  if (answer.kind === 'error') {
    const body = createErrorBody({
      statusCode: answer.status,
      message: answer.message,
      path: pathname.slice(0, 256),
      now: new Date(nowMs),
    })
    if (answer.label) body.error = answer.label
    return new Response(JSON.stringify(body), {
      status: answer.status,
      headers,
    })
  }
  if (answer.cacheSeconds > 0 && answer.status === 200) {
    headers['Cache-Control'] = `public, max-age=${answer.cacheSeconds}`
    headers.Age = String(answer.ageSeconds ?? 0)
  }
  if (cacheLabel) headers['X-Cache'] = cacheLabel
  const body = answer.status === 204 ? null : answer.bodyText
  return new Response(body, { status: answer.status, headers })
}
