import type { EndpointDefinition } from '../schema/endpoints'
import { formatIssue } from '../schema/formatIssue'
import { healthResponseSchema } from '../schema/partner'
import type { UpstreamFetch } from './callUpstream'
import { type CallUpstreamReturnType, callUpstream } from './callUpstream'
import type { Config } from './config'
import type { LogFields } from './createJsonLogger'
import type { Priority, RequestLimiter } from './createRequestLimiter'
import type { ResponseCache } from './createResponseCache'
import { interpretUpstreamAnswer } from './interpretUpstreamAnswer'
import { readJsonBody } from './readJsonBody'
import { resolveApiRequest } from './resolveApiRequest'
import {
  type CacheLabel,
  type ProxyAnswer,
  toProxyResponse,
} from './toProxyResponse'

/**
 * /api/* → the aggregation service. Threats handled here: a browser steering
 * the proxy anywhere but the allowlist (see resolveApiRequest), the product
 * exceeding the upstream's request budget (limiter, cache, merged in-flight
 * GETs, pause after an upstream 429), executable calldata being cached (only
 * rows with cacheSeconds > 0 are), and upstream answers the contract does not
 * allow reaching the browser (non-JSON, redirects, shape mismatches → 502).
 */

export const MAX_EXECUTION_REPORT_BYTES = 2048
const HEALTH_FRESH_MS = 60_000
const MAX_MERGE_ATTEMPTS = 3

export type ApiRequest = {
  request: Request
  url: URL
  clientId: string
  requestId: string
  /** Filled in for the request's log line. */
  logFields: LogFields
}

type Flight =
  | { kind: 'done'; answer: ProxyAnswer; upstreamStatus?: number }
  | { kind: 'client-refused'; retryAfterSeconds: number }

export type CreateApiProxyParameters = {
  config: Config
  fetch: UpstreamFetch
  now: () => number
  limiter: RequestLimiter
  cache: ResponseCache
  onWarning: (msg: string, fields: LogFields) => void
}

export function createApiProxy({
  config,
  fetch,
  now,
  limiter,
  cache,
  onWarning,
}: CreateApiProxyParameters) {
  const inFlight = new Map<string, Promise<Flight>>()
  let lastHealth: { isHealthy: boolean; atMs: number } | undefined
  let healthProbe: Promise<void> | undefined

  const toResponse = (
    answer: ProxyAnswer,
    pathname: string,
    cacheLabel?: CacheLabel,
  ) => toProxyResponse({ answer, pathname, nowMs: now(), cacheLabel })

  async function fly(
    parameters: {
      clientId: string
      priority: Priority
      endpoint: EndpointDefinition
      upstreamPath: string
      requestId: string
      body?: string
    },
    logFields: LogFields,
  ): Promise<Flight> {
    const decision = await limiter.admitUpstreamCall(
      parameters.clientId,
      parameters.priority,
    )
    if (!decision.isAllowed) {
      logFields.limit = decision.reason
      if (decision.reason === 'client-upstream') {
        return {
          kind: 'client-refused',
          retryAfterSeconds: decision.retryAfterSeconds,
        }
      }
      return {
        kind: 'done',
        answer: {
          kind: 'error',
          status: 429,
          message: 'Upstream request budget is spent; retry later',
          retryAfterSeconds: decision.retryAfterSeconds,
        },
      }
    }
    const outcome = await callUpstream({
      fetch,
      url: `${config.upstreamUrl}${parameters.upstreamPath}`,
      method: parameters.endpoint.method,
      apiKey: config.apiKey,
      requestId: parameters.requestId,
      timeoutMs: config.upstreamTimeoutMs,
      body: parameters.body,
    })
    const answer = await interpretUpstreamAnswer({
      outcome,
      endpoint: parameters.endpoint,
      apiKey: config.apiKey,
      nowMs: now(),
      defaultRetryAfterSeconds: config.upstreamBudgetWindowSeconds,
      pauseUpstream: limiter.pauseUpstream,
      logFields,
      onWarning,
    })
    if (parameters.upstreamPath === '/health') {
      recordHealth(outcome)
    }
    if (answer.kind === 'upstream' && answer.cacheSeconds > 0) {
      const storedAtMs = now()
      cache.set(`GET ${parameters.upstreamPath}`, {
        bodyText: answer.bodyText,
        storedAtMs,
        expiresAtMs: storedAtMs + answer.cacheSeconds * 1000,
      })
    }
    const upstreamStatus =
      outcome.kind === 'answer' ? outcome.status : outcome.upstreamStatus
    return { kind: 'done', answer, upstreamStatus }
  }

  function clientRefused(retryAfterSeconds: number): ProxyAnswer {
    return {
      kind: 'error',
      status: 429,
      message: 'Too many requests from this client; retry later',
      retryAfterSeconds,
    }
  }

  async function handleGet(
    api: ApiRequest,
    endpoint: EndpointDefinition,
    upstreamPath: string,
    attempt = 1,
  ): Promise<Response> {
    const { url, logFields } = api
    const key = `GET ${upstreamPath}`
    if (endpoint.cacheSeconds > 0) {
      const hit = cache.get(key, now())
      if (hit) {
        logFields.cache = 'hit'
        const ageSeconds = Math.floor((now() - hit.storedAtMs) / 1000)
        const answer: ProxyAnswer = {
          kind: 'upstream',
          status: 200,
          bodyText: hit.bodyText,
          cacheSeconds: endpoint.cacheSeconds,
          ageSeconds,
        }
        return toResponse(answer, url.pathname, 'hit')
      }
    }
    const running = inFlight.get(key)
    if (running) {
      const flight = await running
      if (flight.kind === 'client-refused') {
        if (attempt < MAX_MERGE_ATTEMPTS) {
          return handleGet(api, endpoint, upstreamPath, attempt + 1)
        }
        return toResponse(clientRefused(flight.retryAfterSeconds), url.pathname)
      }
      logFields.cache = 'merged'
      logFields.upstreamStatus = flight.upstreamStatus ?? null
      return toResponse(flight.answer, url.pathname, 'merged')
    }
    const label: CacheLabel = endpoint.cacheSeconds > 0 ? 'miss' : 'bypass'
    logFields.cache = label
    const flight = fly(
      {
        clientId: api.clientId,
        priority: endpoint.priority,
        endpoint,
        upstreamPath,
        requestId: api.requestId,
      },
      logFields,
    )
    inFlight.set(key, flight)
    try {
      const done = await flight
      if (done.kind === 'client-refused') {
        return toResponse(clientRefused(done.retryAfterSeconds), url.pathname)
      }
      return toResponse(done.answer, url.pathname, label)
    } finally {
      inFlight.delete(key)
    }
  }

  async function handlePost(
    api: ApiRequest,
    endpoint: EndpointDefinition,
    upstreamPath: string,
  ): Promise<Response> {
    const { request, url, logFields } = api
    const read = await readJsonBody(request, MAX_EXECUTION_REPORT_BYTES)
    if (read.kind === 'error') {
      const { status, message } = read
      return toResponse({ kind: 'error', status, message }, url.pathname)
    }
    const schema = endpoint.body
    const parsed = schema?.safeParse(read.json)
    if (!parsed?.success) {
      const issue = parsed?.error.issues[0]
      const message = issue ? formatIssue(issue) : 'Invalid body'
      return toResponse({ kind: 'error', status: 400, message }, url.pathname)
    }
    logFields.cache = 'bypass'
    const flight = await fly(
      {
        clientId: api.clientId,
        priority: endpoint.priority,
        endpoint,
        upstreamPath,
        requestId: api.requestId,
        body: JSON.stringify(parsed.data),
      },
      logFields,
    )
    if (flight.kind === 'client-refused') {
      return toResponse(clientRefused(flight.retryAfterSeconds), url.pathname)
    }
    return toResponse(flight.answer, url.pathname)
  }

  function recordHealth(outcome: CallUpstreamReturnType) {
    const parsed =
      outcome.kind === 'answer' && outcome.status === 200
        ? healthResponseSchema.safeParse(outcome.json)
        : undefined
    lastHealth = {
      isHealthy: parsed?.success === true && parsed.data.healthy,
      atMs: now(),
    }
  }

  async function probeHealth(requestId: string) {
    const decision = await limiter.admitUpstreamCall('proxy', 'indicative')
    if (!decision.isAllowed) return
    const outcome = await callUpstream({
      fetch,
      url: `${config.upstreamUrl}/health`,
      method: 'GET',
      apiKey: config.apiKey,
      requestId,
      timeoutMs: Math.min(config.upstreamTimeoutMs, 3000),
    })
    recordHealth(outcome)
  }

  return {
    /** Handles one request under /api. */
    async handle(api: ApiRequest): Promise<Response> {
      const { request, url, logFields } = api
      const admitted = await limiter.admitRequest(api.clientId)
      if (!admitted.isAllowed) {
        logFields.limit = admitted.reason
        return toResponse(
          clientRefused(admitted.retryAfterSeconds),
          url.pathname,
        )
      }
      const resolved = resolveApiRequest({
        method: request.method,
        pathname: url.pathname,
        search: url.search,
      })
      if (resolved.kind === 'reject') {
        const { status, message } = resolved
        return toResponse({ kind: 'error', status, message }, url.pathname)
      }
      logFields.endpoint = resolved.id
      return resolved.endpoint.method === 'POST'
        ? handlePost(api, resolved.endpoint, resolved.upstreamPath)
        : handleGet(api, resolved.endpoint, resolved.upstreamPath)
    },

    /** Whether the upstream answered /health recently (probing if not). */
    async getUpstreamHealth(requestId: string) {
      if (!lastHealth || now() - lastHealth.atMs > HEALTH_FRESH_MS) {
        healthProbe ??= probeHealth(requestId).finally(() => {
          healthProbe = undefined
        })
        await healthProbe
      }
      const isFresh =
        lastHealth !== undefined && now() - lastHealth.atMs <= HEALTH_FRESH_MS
      return {
        healthy: isFresh ? (lastHealth?.isHealthy ?? null) : null,
        checkedAt: lastHealth ? new Date(lastHealth.atMs).toISOString() : null,
      }
    },

    toErrorResponse(status: number, message: string, pathname: string) {
      return toResponse({ kind: 'error', status, message }, pathname)
    },
  }
}

export type ApiProxy = ReturnType<typeof createApiProxy>
