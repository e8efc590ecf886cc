import type { EndpointDefinition, EndpointId } from '../schema/endpoints'
import { formatIssue } from '../schema/formatIssue'
import type { ExecutionReport } from '../schema/partner'
import { healthResponseSchema } from '../schema/partner'
import type { UpstreamFetch } from './callUpstream'
import { callUpstream, type UpstreamAnswer } from './callUpstream'
import { checkReportOnChain } from './checkReportOnChain'
import { type ClientGroup, toFlatGroup } from './clientGroup'
import type { Config } from './config'
import type { ChainReader } from './createChainReader'
import type { LogFields } from './createJsonLogger'
import type { LogoUrls } from './createLogoUrls'
import type { RequestLimiter } from './createRequestLimiter'
import {
  type CachedAnswer,
  type ResponseCache,
  SHARED_READ_RETENTION_MS,
} from './createResponseCache'
import type {
  RefusalReason,
  UpstreamScheduler,
} from './createUpstreamScheduler'
import { interpretUpstreamAnswer } from './interpretUpstreamAnswer'
import { type Lane, PROXY_GROUP } from './planUpstreamSlots'
import type { QuoteRegistry, ReportDecision } from './quoteRegistry'
import { readJsonBody } from './readJsonBody'
import { resolveApiRequest } from './resolveApiRequest'
import { rewriteTokenLogos } from './rewriteTokenLogos'
import {
  type CacheLabel,
  type ProxyAnswer,
  toProxyResponse,
} from './toProxyResponse'

/**
 * /api/* → the aggregation service. Threats handled here: a browser steering
 * the proxy anywhere but the allowlist (see resolveApiRequest), the product
 * exceeding the upstream's request budget or one group crowding out the
 * others (the scheduler, the cache, merged in-flight GETs, the pause after
 * an upstream 429), a forged flow claiming the reserve (X-Swap-Flow must
 * name a quote served to the same client group, a bounded number of times;
 * anything else is an ordinary request), executable calldata being cached (only
 * rows with cacheSeconds > 0 are), upstream answers the contract does not
 * allow reaching the browser (non-JSON, redirects, shape mismatches → 502),
 * and execution reports about quotes we never served, or served to another
 * client group, or for another chain (400), or that repeat, skip or
 * contradict what was reported of their quote (answered here, never
 * forwarded: a 200 echo for an exact duplicate, 409 otherwise; see
 * decideReport), or that the quote's chain does not show as the quote's
 * payer's (422; 503 while the node does not know the transaction yet: see
 * checkReportOnChain).
 *
 * Shared reads (rows with cacheSeconds > 0) are stale-while-revalidate: a
 * cached copy is served whatever its age (with `Age`), and one older than
 * the row's freshness is refreshed in the background, in the budget's
 * background lane (only with room no person needs, within its share); a
 * failed refresh keeps the last good copy. Only a read with no copy at all
 * is fetched as the asking client's own request. With a shared (Redis)
 * cache, one instance fetches a missing or stale entry for all: it claims
 * the key, the others poll the cache for its answer (or keep serving the old
 * copy) and fetch themselves only if none comes; what Redis gives back is
 * parsed with the row's schema like a fresh answer, and a bad entry is
 * dropped and fetched again.
 */

export const MAX_EXECUTION_REPORT_BYTES = 2048
/** Devnet only (a loopback upstream): a fresh budget window for the next
 * browser test; anywhere else it is a 404 like any unknown path. */
export const DEVNET_BUDGET_RESET_PATH = '/api/__devnet/budget/reset'
/** The header naming the quote a flow began with (a continuation). */
export const SWAP_FLOW_HEADER = 'x-swap-flow'
/** Reserve uses per flow: the re-quote after an approval, and one more
 * at signing after the quote expired. */
export const FLOW_CONTINUATIONS_PER_QUOTE = 2
const HEALTH_FRESH_MS = 60_000
const MAX_MERGE_ATTEMPTS = 3
const SHARED_POLL_MS = 25
const quoteIdPattern = /^[\x21-\x7e]{1,128}$/
/** Entries of a shared cache already checked, by key and store time. */
const MAX_CHECKED_ENTRIES = 1000

type ApiRequest = {
  request: Request
  url: URL
  /** Whose budget share the request uses. */
  client: ClientGroup
  requestId: string
  /** Filled in for the request's log line. */
  logFields: LogFields
}

type Flight =
  | {
      kind: 'done'
      answer: ProxyAnswer
      upstreamStatus?: number
      /** Set when another instance fetched it (shared cache). */
      isShared?: boolean
    }
  | { kind: 'refused'; answer: ProxyAnswer; reason: RefusalReason }

type FlightParameters = {
  id: EndpointId
  /** Whose budget share it is: the client group, or the proxy's own. */
  group: ClientGroup
  lane: Lane
  endpoint: EndpointDefinition
  upstreamPath: string
  requestId: string
  body?: string
  /** The client leaving takes the request out of the queue. */
  signal?: AbortSignal
  /** The quote a flow continuation names (counted when it is served). */
  flowQuoteId?: string
}

type CreateApiProxyParameters = {
  config: Config
  fetch: UpstreamFetch
  now: () => number
  limiter: RequestLimiter
  scheduler: UpstreamScheduler
  cache: ResponseCache
  quotes: QuoteRegistry
  /** Points the token lists' logos at the proxy (rewriteTokenLogos). */
  logos: LogoUrls
  /** Reads reports' transactions on their quote's chain. */
  chain: ChainReader
  onWarning: (msg: string, fields: LogFields) => void
}

/** The answers that carry token logos the page shows. */
const logoEndpoints = new Set<EndpointId>(['tokenList', 'tokenDetail'])

/** `quoteId` of a parsed partner quote or execution report, if any. */
function readQuoteId(value: unknown) {
  const quoteId =
    typeof value === 'object' && value !== null && 'quoteId' in value
      ? value.quoteId
      : undefined
  return typeof quoteId === 'string' && quoteId.length > 0 ? quoteId : null
}

/** The chain and payer of a partner quote the upstream answered (its
 * schema requires both), and its transaction's target, if present. */
function readQuoteFacts(value: unknown) {
  if (typeof value !== 'object' || value === null) return null
  const { chainId, payer, tx } = value as Record<string, unknown>
  const to =
    typeof tx === 'object' && tx !== null
      ? (tx as Record<string, unknown>).to
      : undefined
  return typeof chainId === 'number' && typeof payer === 'string'
    ? { chainId, payer, ...(typeof to === 'string' ? { target: to } : {}) }
    : null
}

const proxyGroup = toFlatGroup(PROXY_GROUP)

/** What a report that is not forwarded is answered (decideReport). */
function toReportAnswer(
  decision: Exclude<ReportDecision, 'claimed' | 'unknown'>,
  report: ExecutionReport,
  reported: { status: string | null; transactionHash: string | null },
): ProxyAnswer {
  if (decision === 'duplicate') {
    return {
      kind: 'upstream',
      status: 200,
      bodyText: JSON.stringify({ accepted: true, duplicate: true }),
      cacheSeconds: 0,
    }
  }
  const message =
    decision === 'other-transaction'
      ? `quote ${report.quoteId} was submitted with transaction ${reported.transactionHash}: one transaction per quote`
      : reported.status === null
        ? `quote ${report.quoteId} has no SUBMITTED report: report SUBMITTED first`
        : `quote ${report.quoteId} was already reported ${reported.status}: one outcome per quote`
  return { kind: 'error', status: 409, message, label: 'Conflict' }
}

function safeJsonParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function toRefusal(
  reason: RefusalReason,
  retryAfterSeconds: number,
): ProxyAnswer {
  const message =
    reason === 'client-limit'
      ? 'Too many requests from this client; retry later'
      : reason === 'aborted'
        ? 'The request was withdrawn'
        : `The upstream request budget is in use; a slot is free for this request in ${retryAfterSeconds} s`
  return {
    kind: 'error',
    status: reason === 'aborted' ? 503 : 429,
    message,
    retryAfterSeconds,
  }
}

export function createApiProxy({
  config,
  fetch,
  now,
  limiter,
  scheduler,
  cache,
  quotes,
  logos,
  chain,
  onWarning,
}: CreateApiProxyParameters) {
  const inFlight = new Map<string, Promise<Flight>>()
  const refreshing = new Set<string>()
  const checkedEntries = new Map<string, number>()
  const isSharedCache = cache.claim !== undefined
  let lastHealth: { isHealthy: boolean; atMs: number } | undefined
  let healthProbe: Promise<void> | undefined

  const toResponse = (
    answer: ProxyAnswer,
    pathname: string,
    cacheLabel?: CacheLabel,
  ) => toProxyResponse({ answer, pathname, nowMs: now(), cacheLabel })

  const sleep = (ms: number) =>
    new Promise((resolve) => setTimeout(resolve, ms))

  const toCachedAnswer = (
    hit: CachedAnswer,
    cacheSeconds: number,
  ): ProxyAnswer => ({
    kind: 'upstream',
    status: 200,
    bodyText: hit.bodyText,
    cacheSeconds,
    ageSeconds: Math.max(0, Math.floor((now() - hit.storedAtMs) / 1000)),
  })

  async function fly(
    parameters: FlightParameters,
    logFields: LogFields,
  ): Promise<Flight> {
    const admission = await scheduler.acquire({
      group: parameters.group,
      lane: parameters.lane,
      signal: parameters.signal,
    })
    if (admission.kind === 'refused') {
      logFields.limit = admission.reason
      return {
        kind: 'refused',
        reason: admission.reason,
        answer: toRefusal(admission.reason, admission.retryAfterSeconds),
      }
    }
    logFields.lane = admission.lane
    if (admission.waitedMs > 0) logFields.queuedMs = admission.waitedMs
    if (admission.lane === 'flow' && parameters.flowQuoteId) {
      await quotes.countFlowUse(parameters.flowQuoteId, now())
    }
    try {
      return await callAndKeep(parameters, logFields)
    } finally {
      await admission.finish()
    }
  }

  async function callAndKeep(
    parameters: FlightParameters,
    logFields: LogFields,
  ): Promise<Flight> {
    const outcome = await callUpstream({
      fetch,
      url: `${config.upstreamUrl}${parameters.upstreamPath}`,
      method: parameters.endpoint.method,
      apiKey: config.apiKey,
      requestId: parameters.requestId,
      timeoutMs: config.upstreamTimeoutMs,
      body: parameters.body,
    })
    const interpreted = await interpretUpstreamAnswer({
      outcome,
      endpoint: parameters.endpoint,
      apiKey: config.apiKey,
      nowMs: now(),
      budgetWindowSeconds: config.upstreamBudgetWindowSeconds,
      pauseUpstream: scheduler.pause,
      logFields,
      onWarning,
    })
    // Rewritten before it is cached: every copy served points at the proxy.
    const answer =
      interpreted.kind === 'upstream' &&
      interpreted.status === 200 &&
      logoEndpoints.has(parameters.id)
        ? {
            ...interpreted,
            bodyText: rewriteTokenLogos(interpreted.bodyText, logos),
          }
        : interpreted
    if (parameters.upstreamPath === '/health') {
      recordHealth(outcome)
    }
    if (answer.kind === 'upstream' && answer.cacheSeconds > 0) {
      const storedAtMs = now()
      await cache
        .set(
          `GET ${parameters.upstreamPath}`,
          {
            bodyText: answer.bodyText,
            storedAtMs,
            expiresAtMs: storedAtMs + SHARED_READ_RETENTION_MS,
          },
          storedAtMs,
        )
        .catch(() => onWarning('response cache unavailable', {}))
    }
    if (
      parameters.id === 'partnerQuote' &&
      answer.kind === 'upstream' &&
      answer.status === 200 &&
      outcome.kind === 'answer'
    ) {
      const quoteId = readQuoteId(outcome.json)
      const facts = readQuoteFacts(outcome.json)
      if (quoteId && facts) {
        await quotes.remember(
          quoteId,
          { group: parameters.group.key, ...facts },
          now(),
        )
      }
    }
    const upstreamStatus =
      outcome.kind === 'answer' ? outcome.status : outcome.upstreamStatus
    return { kind: 'done', answer, upstreamStatus }
  }

  /**
   * The cached copy of `key`, if any. A shared cache's entries are parsed
   * with the row's response schema first (once per entry): Redis is another
   * system, and what it holds reaches browsers as if the upstream said it.
   */
  async function readCached(key: string, endpoint: EndpointDefinition) {
    const hit = await cache.get(key, now()).catch(() => undefined)
    if (!hit || !isSharedCache) return hit
    if (checkedEntries.get(key) === hit.storedAtMs) return hit
    if (!endpoint.response.safeParse(safeJsonParse(hit.bodyText)).success) {
      onWarning('cached entry off contract; dropped', {
        cacheKeyBytes: key.length,
      })
      await cache.delete(key).catch(() => {})
      return undefined
    }
    checkedEntries.delete(key)
    checkedEntries.set(key, hit.storedAtMs)
    for (const oldest of checkedEntries.keys()) {
      if (checkedEntries.size <= MAX_CHECKED_ENTRIES) break
      checkedEntries.delete(oldest)
    }
    return hit
  }

  /**
   * A stale copy is refreshed once, in the background lane, by one
   * instance; the copy stays whatever happens (stale-if-error).
   */
  function refreshInBackground(
    id: EndpointId,
    endpoint: EndpointDefinition,
    upstreamPath: string,
    requestId: string,
  ) {
    const key = `GET ${upstreamPath}`
    if (refreshing.has(key)) return
    refreshing.add(key)
    const claimMs =
      config.upstreamBudgetWindowSeconds * 1000 +
      config.upstreamTimeoutMs +
      1000
    void (async () => {
      let token: string | null = ''
      try {
        token = cache.claim ? await cache.claim(key, claimMs) : ''
        if (token === null) return // another instance refreshes it
        const logFields: LogFields = {}
        const flight = await fly(
          {
            id,
            group: proxyGroup,
            lane: 'background',
            endpoint,
            upstreamPath,
            requestId,
          },
          logFields,
        )
        if (flight.kind === 'done' && flight.answer.kind === 'error') {
          onWarning('refresh failed; the last good copy is served', {
            endpoint: id,
            upstreamStatus: flight.upstreamStatus ?? null,
          })
        }
      } catch (error) {
        onWarning('refresh failed; the last good copy is served', {
          endpoint: id,
          error: error instanceof Error ? error.name : 'unknown',
        })
      } finally {
        refreshing.delete(key)
        if (token && cache.unclaim)
          await cache.unclaim(key, token).catch(() => {})
      }
    })()
  }

  /**
   * `fly` for a cacheable GET when the cache is shared: one instance claims
   * the key and fetches; the others wait for its answer in the cache, for at
   * most the queue's and the upstream's deadlines, then fetch themselves.
   * Cache trouble is never a reason to refuse: the scheduler still guards
   * the budget.
   */
  async function flyShared(
    parameters: FlightParameters,
    logFields: LogFields,
  ): Promise<Flight> {
    const { claim, unclaim, isClaimed } = cache
    if (!claim || !unclaim || !isClaimed) return fly(parameters, logFields)
    const key = `GET ${parameters.upstreamPath}`
    // The fetching instance may first wait in its queue.
    const waitMs = config.upstreamQueueDeadlineMs + config.upstreamTimeoutMs
    const claimMs = waitMs + 1000
    const maxPolls = Math.ceil(waitMs / SHARED_POLL_MS)
    let polls = 0
    while (polls < maxPolls) {
      const token = await claim(key, claimMs).catch(() => '')
      if (token !== null) {
        try {
          return await fly(parameters, logFields)
        } finally {
          if (token) await unclaim(key, token).catch(() => {})
        }
      }
      // Another instance is fetching it: wait for its answer.
      while (polls < maxPolls) {
        polls += 1
        await sleep(SHARED_POLL_MS)
        const hit = await readCached(key, parameters.endpoint)
        if (hit) {
          return {
            kind: 'done',
            answer: toCachedAnswer(hit, parameters.endpoint.cacheSeconds),
            isShared: true,
          }
        }
        // Released without an answer to share (an error): claim it again.
        if (!(await isClaimed(key).catch(() => false))) break
      }
    }
    return fly(parameters, logFields)
  }

  /** The lane of a partner quote: a flow continuation only when its
   * X-Swap-Flow names a quote served to this group that may still continue
   * (never an error: anything else is an ordinary request). */
  async function toQuoteLane(api: ApiRequest) {
    const named = api.request.headers.get(SWAP_FLOW_HEADER)?.trim()
    if (!named) return { lane: 'quote' as const }
    const served = quoteIdPattern.test(named)
      ? await quotes.lookup(named, now())
      : null
    const isFlow =
      served?.group === api.client.key &&
      served.flowUses < FLOW_CONTINUATIONS_PER_QUOTE
    api.logFields.flow = isFlow ? 'continued' : 'unverified'
    return isFlow
      ? { lane: 'flow' as const, flowQuoteId: named }
      : { lane: 'quote' as const }
  }

  async function handleGet(
    api: ApiRequest,
    id: EndpointId,
    endpoint: EndpointDefinition,
    upstreamPath: string,
    attempt = 1,
  ): Promise<Response> {
    const { url, logFields } = api
    const isCacheable = endpoint.cacheSeconds > 0
    const cacheKey = `GET ${upstreamPath}`
    if (isCacheable) {
      const hit = await readCached(cacheKey, endpoint)
      if (hit) {
        const isStale = now() - hit.storedAtMs >= endpoint.cacheSeconds * 1000
        if (isStale) {
          refreshInBackground(id, endpoint, upstreamPath, api.requestId)
        }
        const label = isStale ? 'stale' : 'hit'
        logFields.cache = label
        const answer = toCachedAnswer(hit, endpoint.cacheSeconds)
        return toResponse(answer, url.pathname, label)
      }
    }
    // An executable quote is the group's own: never merged across groups.
    const flightKey =
      id === 'partnerQuote' ? `${cacheKey} ${api.client.key}` : cacheKey
    const running = inFlight.get(flightKey)
    if (running) {
      const flight = await running
      if (flight.kind === 'refused') {
        // Its place in the queue was another group's: try with ours.
        if (attempt < MAX_MERGE_ATTEMPTS) {
          return handleGet(api, id, endpoint, upstreamPath, attempt + 1)
        }
        return toResponse(flight.answer, url.pathname)
      }
      logFields.cache = 'merged'
      logFields.upstreamStatus = flight.upstreamStatus ?? null
      return toResponse(flight.answer, url.pathname, 'merged')
    }
    const label: CacheLabel = isCacheable ? 'miss' : 'bypass'
    logFields.cache = label
    const flight = (async () => {
      const parameters: FlightParameters = {
        id,
        group: api.client,
        endpoint,
        upstreamPath,
        requestId: api.requestId,
        signal: api.request.signal,
        ...(id === 'partnerQuote'
          ? await toQuoteLane(api)
          : { lane: 'user' as const }),
      }
      return isCacheable
        ? flyShared(parameters, logFields)
        : fly(parameters, logFields)
    })()
    inFlight.set(flightKey, flight)
    try {
      const done = await flight
      if (done.kind === 'refused') return toResponse(done.answer, url.pathname)
      if (done.isShared) logFields.cache = 'merged'
      return toResponse(
        done.answer,
        url.pathname,
        done.isShared ? 'merged' : label,
      )
    } finally {
      inFlight.delete(flightKey)
    }
  }

  async function handlePost(
    api: ApiRequest,
    id: EndpointId,
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
    const parameters: FlightParameters = {
      id,
      group: api.client,
      lane: endpoint.priority,
      endpoint,
      upstreamPath,
      requestId: api.requestId,
      body: JSON.stringify(parsed.data),
      signal: request.signal,
    }
    if (id !== 'executions') {
      logFields.cache = 'bypass'
      const flight = await fly(parameters, logFields)
      return toResponse(flight.answer, url.pathname)
    }
    // The executions row's body schema is the ExecutionReport's.
    const report = parsed.data as ExecutionReport
    const answer = await reportExecution(api, report, () =>
      fly(parameters, logFields),
    )
    return toResponse(answer, url.pathname)
  }

  const chainsNotTied = new Set<number>()

  /** checkReportOnChain where the quote's chain has a node; where it has
   * none, the report is forwarded untied (warned once per chain). */
  async function checkOnChain(
    report: ExecutionReport,
    payer: string,
    target: string | undefined,
  ) {
    if (!chain.hasChain(report.chainId)) {
      if (!chainsNotTied.has(report.chainId)) {
        chainsNotTied.add(report.chainId)
        onWarning(
          'execution reports for this chain are not checked on chain: no RPC URL is configured for it',
          { chainId: report.chainId },
        )
      }
      return null
    }
    return checkReportOnChain({
      reader: chain,
      report,
      payer: payer.toLowerCase(),
      target: target?.toLowerCase(),
      sleep,
    })
  }

  /**
   * An execution report: about a quote served to this group in the last
   * 30 minutes, for the quote's chain, and the next step of its record
   * (decideReport), or answered here. The claim is given back when the
   * report is not delivered (refused for the budget, an upstream error),
   * so that the client may send it again.
   */
  async function reportExecution(
    api: ApiRequest,
    report: ExecutionReport,
    forward: () => Promise<Flight>,
  ): Promise<ProxyAnswer> {
    const { logFields } = api
    const served = await quotes.lookup(report.quoteId, now())
    if (served?.group !== api.client.key) {
      // The same answer whether the quote is unknown or someone else's.
      const message =
        'quoteId is not a quote this service served to you in the last 30 minutes'
      return { kind: 'error', status: 400, message }
    }
    if (report.chainId !== served.chainId) {
      const message = `chainId ${report.chainId} is not the chain quote ${report.quoteId} was served for (${served.chainId})`
      return { kind: 'error', status: 400, message }
    }
    const claim = {
      status: report.status,
      transactionHash: report.transactionHash,
    }
    const decision = await quotes.claimReport(report.quoteId, claim, now())
    if (decision === 'unknown') {
      const message =
        'quoteId is not a quote this service served to you in the last 30 minutes'
      return { kind: 'error', status: 400, message }
    }
    if (decision !== 'claimed') {
      logFields.report = decision
      // What the record held when it refused (read again: the answer
      // names it).
      const record = await quotes.lookup(report.quoteId, now())
      return toReportAnswer(decision, report, {
        status: record?.reported ?? null,
        transactionHash: record?.transactionHash ?? null,
      })
    }
    const refusal = await checkOnChain(report, served.payer, served.target)
    if (refusal) {
      logFields.report = `chain check: ${refusal.status}`
      await quotes.unclaimReport(report.quoteId, claim)
      return { kind: 'error', ...refusal }
    }
    logFields.cache = 'bypass'
    let isDelivered = false
    try {
      const flight = await forward()
      isDelivered =
        flight.kind === 'done' &&
        flight.answer.kind === 'upstream' &&
        flight.answer.status >= 200 &&
        flight.answer.status < 300
      return flight.answer
    } finally {
      if (!isDelivered) await quotes.unclaimReport(report.quoteId, claim)
    }
  }

  function recordHealth(outcome: UpstreamAnswer) {
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
    const grant = await scheduler.tryNow()
    if (!grant) return
    try {
      const outcome = await callUpstream({
        fetch,
        url: `${config.upstreamUrl}/health`,
        method: 'GET',
        apiKey: config.apiKey,
        requestId,
        timeoutMs: Math.min(config.upstreamTimeoutMs, 3000),
      })
      recordHealth(outcome)
    } finally {
      await grant.finish()
    }
  }

  return {
    /** Handles one request under /api. */
    async handle(api: ApiRequest): Promise<Response> {
      const { request, url, logFields } = api
      if (
        config.isLocalUpstream &&
        url.pathname === DEVNET_BUDGET_RESET_PATH &&
        request.method === 'POST'
      ) {
        // Windows, queues, counts per group, pauses; never the cache.
        await scheduler.reset()
        logFields.devnet = 'budget reset'
        return new Response(null, {
          status: 204,
          headers: { 'Cache-Control': 'no-store' },
        })
      }
      const admitted = await limiter.admitRequest(api.client.key)
      if (!admitted.isAllowed) {
        logFields.limit = admitted.reason
        return toResponse(
          {
            kind: 'error',
            status: 429,
            message: 'Too many requests from this client; retry later',
            retryAfterSeconds: admitted.retryAfterSeconds,
          },
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
        ? handlePost(api, resolved.id, resolved.endpoint, resolved.upstreamPath)
        : handleGet(api, resolved.id, resolved.endpoint, resolved.upstreamPath)
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
