import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { WIDGET_CONFIG_PATH } from '../packages/swap-widget/src/protocol/widgetProtocolConstants'
import { DEPLOYMENT_PATH, LOGO_PATH_PREFIX } from '../schema/constants'
import type { UpstreamFetch } from './callUpstream'
import type { Config } from './config'
import { createApiProxy, FLOW_CONTINUATIONS_PER_QUOTE } from './createApiProxy'
import { createChainReader } from './createChainReader'
import {
  createJsonLogger,
  type LogFields,
  type LogSink,
  stdoutSink,
} from './createJsonLogger'
import { createLogoProxy } from './createLogoProxy'
import { createLogoUrls } from './createLogoUrls'
import { createMemoryQuoteRegistry } from './createMemoryQuoteRegistry'
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore'
import {
  createRequestLimiter,
  guardStore,
  RateLimitStoreError,
} from './createRequestLimiter'
import { createResponseCache, type ResponseCache } from './createResponseCache'
import { createStaticHandler } from './createStaticHandler'
import type { StoreFailover } from './createStoreFailover'
import {
  createUpstreamScheduler,
  systemTimers,
  type Timers,
} from './createUpstreamScheduler'
import {
  CORS_ALLOW_HEADERS,
  CORS_ALLOW_METHODS,
  CORS_EXPOSE_HEADERS,
  CORS_MAX_AGE_SECONDS,
  decideCors,
} from './decideCors'
import type { fetchLogo } from './fetchLogo'
import { getClientId } from './getClientId'
import {
  getSecurityHeaders,
  isApiPath,
  isHttpsRequest,
  STRICT_TRANSPORT_SECURITY,
} from './getSecurityHeaders'
import { getWidgetScriptHeaders } from './getWidgetScriptHeaders'
import { type BudgetRules, toLocalShareRules } from './planUpstreamSlots'
import type { QuoteRegistry } from './quoteRegistry'
import type { RateLimitStore } from './rateLimitStore'

/**
 * The integrator proxy as a value: `createApp(deps)` never listens (main.ts
 * does), so every rule is testable in-process with `app.request(...)`, a fake
 * upstream `fetch` and a frozen clock. It is the only holder of the partner
 * key; see createApiProxy for what may reach the upstream and how.
 */

/** The time, and the timers that wake the budget's queue (a test moves
 * both). */
type Clock = { now: () => number } & Partial<Timers>

export type AppDeps = {
  config: Config
  /** The upstream's fetch; the global one in production. */
  fetch?: UpstreamFetch
  clock?: Clock
  /** Receives one JSON document per line. */
  log?: LogSink
  rateLimitStore?: RateLimitStore
  /** In memory unless given (startProxy passes Redis ones with REDIS_URL). */
  responseCache?: ResponseCache
  quoteRegistry?: QuoteRegistry
  /** The shared (Redis) stores behind their fallback (startProxy makes it
   * with REDIS_URL): its stores are used unless given above, the budget
   * shrinks to the local share while it runs apart, and /healthz says
   * its mode. */
  failover?: StoreFailover
  /** Root of the built SPA; defaults to config.staticDir. */
  staticDir?: string
  /** How a token logo is fetched (fetchLogo.ts over HTTP unless given). */
  fetchLogo?: typeof fetchLogo
  /** The fetch that reads the chains' nodes (RPC_URLS) to check execution
   * reports; the global one unless given. */
  rpcFetch?: typeof fetch
}

type AppEnv = {
  Variables: {
    requestId: string
    logFields: LogFields
    /** Set when a static HTML page is served: its CSP allows these. */
    inlineStyleHashes?: readonly string[]
    inlineScriptHashes?: readonly string[]
  }
}

const refusedFetchDests = new Set([
  'image',
  'script',
  'style',
  'iframe',
  'frame',
  'embed',
  'object',
  'font',
  'audio',
  'video',
])
const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/
const systemClock: Clock = { now: () => Date.now() }

/** The peer's socket @hono/node-server puts in the env, if any. */
function socketOf(env: unknown) {
  type Bindings = {
    incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } }
  }
  const bindings = env as (Bindings & { server?: Bindings }) | undefined
  return (bindings?.server ?? bindings)?.incoming?.socket
}

/** The proxy's hono app: `app.fetch` for a server, `app.request` in tests. */
export type ProxyApp = Hono<AppEnv>

export function createApp(deps: AppDeps): ProxyApp {
  const { config } = deps
  const clock = deps.clock ?? systemClock
  const now = () => clock.now()
  const logger = createJsonLogger(deps.log ?? stdoutSink, now)
  const { failover } = deps
  const startedAtMs = now()
  const store = guardStore(
    deps.rateLimitStore ??
      failover?.rateLimitStore ??
      createMemoryRateLimitStore(),
  )
  const rules: BudgetRules = {
    budget: config.upstreamBudget,
    reserve: config.executableReserve,
    windowMs: config.upstreamBudgetWindowSeconds * 1000,
    clientLimit: config.clientLimit,
    backgroundLimit: config.backgroundLimit,
    headroom: config.upstreamHeadroom,
    flowSlotsPerGroup: FLOW_CONTINUATIONS_PER_QUOTE,
  }
  const limiter = createRequestLimiter({
    store,
    now,
    windowSeconds: config.upstreamBudgetWindowSeconds,
    clientRequestLimit: config.clientRequestLimit,
  })
  const scheduler = createUpstreamScheduler({
    store,
    now,
    timers: clock.setTimer ? { setTimer: clock.setTimer } : systemTimers,
    rules: failover
      ? () =>
          failover.isOnShare()
            ? toLocalShareRules(rules, failover.localBudget())
            : rules
      : rules,
    queueDeadlineMs: config.upstreamQueueDeadlineMs,
    maxQueued: config.upstreamQueueLimit,
    maxQueuedPerGroup: config.upstreamQueuePerClient,
  })
  const logos = createLogoUrls({
    secret: config.apiKey,
    isDevnet: config.isLocalUpstream,
  })
  const logoProxy = createLogoProxy({
    logos,
    isDevnet: config.isLocalUpstream,
    now,
    fetchLogo: deps.fetchLogo,
    onWarning: (msg, fields) => logger.warn(msg, fields),
  })
  const proxy = createApiProxy({
    config,
    fetch: deps.fetch ?? ((input, init) => fetch(input, init)),
    now,
    limiter,
    scheduler,
    cache:
      deps.responseCache ?? failover?.responseCache ?? createResponseCache(),
    quotes:
      deps.quoteRegistry ??
      failover?.quoteRegistry ??
      createMemoryQuoteRegistry(),
    logos,
    chain: createChainReader({
      rpcUrls: config.deployment.rpcUrls,
      fetch: deps.rpcFetch,
    }),
    onWarning: (msg, fields) => logger.warn(msg, fields),
  })
  const serveStatic = createStaticHandler(deps.staticDir ?? config.staticDir)
  const allowedOrigins = new Set(config.corsOrigins)
  const app = new Hono<AppEnv>()

  app.use('*', async (c, next) => {
    const startedAtMs = now()
    const incomingId = c.req.header('x-request-id')
    const requestId =
      incomingId && requestIdPattern.test(incomingId)
        ? incomingId
        : randomUUID()
    const logFields: LogFields = {}
    c.set('requestId', requestId)
    c.set('logFields', logFields)
    await next()
    const pathname = new URL(c.req.url).pathname
    const headers = getSecurityHeaders({
      pathname,
      deployment: config.deployment,
      widgetPartnerOrigins: config.widgetPartnerOrigins,
      inlineStyleHashes: c.get('inlineStyleHashes') ?? [],
      inlineScriptHashes: c.get('inlineScriptHashes') ?? [],
    })
    for (const [name, value] of Object.entries(headers)) {
      c.res.headers.set(name, value)
    }
    const isHttps = isHttpsRequest({
      isSocketEncrypted: socketOf(c.env)?.encrypted === true,
      forwardedProto: c.req.header('x-forwarded-proto'),
      trustProxyHops: config.trustProxyHops,
    })
    if (isHttps) {
      c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
    }
    c.res.headers.set('X-Request-Id', requestId)
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: pathname.slice(0, 256),
      status: c.res.status,
      durationMs: now() - startedAtMs,
      ...logFields,
    })
  })

  app.onError((error, c) => {
    const isStoreDown = error instanceof RateLimitStoreError
    logger.error(
      isStoreDown ? 'rate-limit store unavailable' : 'unhandled error',
      {
        requestId: c.get('requestId'),
        error: error.name,
        message: error.message.slice(0, 200),
      },
    )
    // Without the limiter nothing may reach the upstream: fail closed. (A
    // Redis store behind its failover never gets here: it runs apart.)
    return proxy.toErrorResponse(
      isStoreDown ? 503 : 500,
      isStoreDown ? 'Service temporarily unavailable' : 'Internal error',
      new URL(c.req.url).pathname,
    )
  })

  /** Where the budget is kept, and since when: `memory` (one instance),
   * `shared` (Redis), `local` (Redis unreachable: this instance's share)
   * or `rejoining` (Redis back, on the share until every instance is). */
  const describeStore = () => {
    if (!failover) {
      return { mode: 'memory', since: new Date(startedAtMs).toISOString() }
    }
    const status = failover.getStatus()
    return {
      mode: status.mode,
      since: new Date(status.sinceMs).toISOString(),
      instances: status.instances,
      localBudget: status.localBudget,
    }
  }

  app.get('/healthz', async (c) => {
    const upstream = await proxy.getUpstreamHealth(c.get('requestId'))
    c.header('Cache-Control', 'no-store')
    return c.json({ status: 'ok', upstream, store: describeStore() })
  })

  // The frame's partner allowlist: the very list sent in /embed.html's
  // frame-ancestors, so the frame hears exactly the pages that may frame it.
  app.get(WIDGET_CONFIG_PATH, (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.json({ partnerOrigins: config.widgetPartnerOrigins })
  })

  // The deployment's settings, read by the app as it starts (one build
  // serves every deployment): the very values of the pages' connect-src.
  // Answered here, never upstream. Revalidated on each load, so a restart
  // with new settings reaches the next page load.
  app.get(DEPLOYMENT_PATH, (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.json(config.deployment)
  })

  // Token logos, loaded by <img> (so before the fetch-only rule below):
  // the page's only image source besides itself and data: URIs.
  app.get(`${LOGO_PATH_PREFIX}*`, (c) =>
    logoProxy.handle(new URL(c.req.url).pathname, c.get('logFields')),
  )

  // Refusals first, before any counter or budget is touched.
  app.use('/api/*', async (c, next) => {
    const url = new URL(c.req.url)
    // An <img>, <script>, <link> or <iframe> pointing here (a token logo URL
    // in a list, a hostile page) is not the app asking.
    const fetchDest = c.req.header('sec-fetch-dest')?.toLowerCase()
    if (fetchDest && refusedFetchDests.has(fetchDest)) {
      c.get('logFields').refused = `sec-fetch-dest ${fetchDest}`
      return proxy.toErrorResponse(
        403,
        'The API answers fetch requests only',
        url.pathname,
      )
    }
    // hono/cors only leaves other origins' answers unreadable; a cross-site
    // caller not listed is refused outright here (decideCors.ts says why).
    const decision = decideCors({
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
      requestOrigin: url.origin,
      allowedOrigins,
    })
    if (decision.kind === 'refused') {
      return proxy.toErrorResponse(403, 'Origin not allowed', url.pathname)
    }
    return next()
  })

  // The CORS headers of the listed origins, and their preflights (answered
  // here, never upstream). Each list is one header value as written.
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
      allowMethods: [CORS_ALLOW_METHODS],
      allowHeaders: [CORS_ALLOW_HEADERS],
      exposeHeaders: [CORS_EXPOSE_HEADERS],
      maxAge: CORS_MAX_AGE_SECONDS,
    }),
  )

  app.all('/api/*', (c) => {
    const url = new URL(c.req.url)
    const client = getClientId({
      socketAddress: socketOf(c.env)?.remoteAddress,
      forwardedFor: c.req.header('x-forwarded-for'),
      trustProxyHops: config.trustProxyHops,
    })
    return client.kind === 'invalid'
      ? proxy.toErrorResponse(400, client.message, url.pathname)
      : proxy.handle({
          request: c.req.raw,
          url,
          client: client.group,
          requestId: c.get('requestId'),
          logFields: c.get('logFields'),
        })
  })

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const pathname = new URL(c.req.url).pathname
    if (isApiPath(pathname)) return next()
    const answer = await serveStatic({
      method: c.req.method,
      pathname,
      accept: c.req.header('accept'),
      ifNoneMatch: c.req.header('if-none-match'),
      acceptEncoding: c.req.header('accept-encoding'),
    })
    if (!answer) return next()
    c.set('inlineStyleHashes', answer.inlineStyleHashes)
    c.set('inlineScriptHashes', answer.inlineScriptHashes)
    const widgetHeaders = getWidgetScriptHeaders(pathname)
    for (const [name, value] of Object.entries(widgetHeaders ?? {})) {
      answer.response.headers.set(name, value)
    }
    return answer.response
  })

  app.notFound((c) =>
    proxy.toErrorResponse(404, 'Not found', new URL(c.req.url).pathname),
  )

  return app
}
