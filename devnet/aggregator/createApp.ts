// The reference aggregation service's HTTP surface, composed: guards (rate
// limit, then `apikey` → partner), every endpoint of `schema/endpoints.ts`
// for each served chain (by the path's chain id), keyless pages, devnet test
// controls. Failures leave as the spec's error body; anything unexpected is
// a 500 without internals.
import { type Context, Hono } from 'hono'
import { ServiceError } from './errors/ServiceError'
import type { AppContext, AppEnv } from './http/AppEnv'
import {
  createRateLimiter,
  defaultRateLimit,
  type RateLimitConfig,
} from './http/createRateLimiter'
import { getClientKey } from './http/getClientKey'
import { mountDevnetControls } from './http/mountDevnetControls'
import { mountEndpoints } from './http/mountEndpoints'
import { mountGuards } from './http/mountGuards'
import { mountPublicPages } from './http/mountPublicPages'
import { sendError } from './http/sendError'
import {
  createAggregatorServices,
  type ServedChains,
} from './services/createAggregatorServices'
import type { AggregatorSettings } from './state/createAggregatorSettings'
import type { ExecutionReportStore } from './state/createExecutionReportStore'

export const DEFAULT_API_KEY = 'devnet-key'
export const DEFAULT_PARTNER_ID = 'devnet'

/** Everything but which chains are served. */
export type CreateAppOptions = {
  /** Accepted `apikey` values and the partner each belongs to. */
  apiKeys?: ReadonlyMap<string, string>
  clock?: { now: () => number }
  /** Default: 20 requests per 60 s per client. */
  rateLimit?: RateLimitConfig
  /** Rate-limit bucket of a request; the socket's IP by default. */
  clientKeyOf?: (c: Context) => string
  /** Run-time switches: tx type, operational status, quote lifetime. */
  settings?: AggregatorSettings
  /** Where execution reports are kept (in memory). */
  reports?: ExecutionReportStore
  /** Listed-only tokens added after the real ones (picker scale tests). */
  syntheticTokenCount?: number
  /** Origin used in logo and explorer URLs; the request's own by default. */
  publicBaseUrl?: string
  /** `/__devnet/*` controls for tests in other processes (default on). */
  isDevnetControlEnabled?: boolean
  /** Parse every answer with its schema row before sending (default on). */
  isResponseValidated?: boolean
  /** Unexpected errors (answered with 500), e.g. for logging. */
  onError?: (error: unknown) => void
}

/** One chain (`client` + `world`) or several (`chains`), and the options. */
export type CreateAppParameters = ServedChains & CreateAppOptions

export type AggregatorApp = Hono<AppEnv>

export function createApp(parameters: CreateAppParameters): AggregatorApp {
  const now = parameters.clock?.now ?? Date.now
  const services = createAggregatorServices({
    served: parameters,
    now,
    settings: parameters.settings,
    reports: parameters.reports,
    syntheticTokenCount: parameters.syntheticTokenCount,
  })
  const publicBaseUrl = parameters.publicBaseUrl?.replace(/\/$/, '')
  const baseUrlOf = (c: AppContext) =>
    publicBaseUrl ?? new URL(c.req.url).origin

  const app = new Hono<AppEnv>()
  app.onError((error, c) => {
    if (error instanceof ServiceError) return sendError(c, error, now)
    parameters.onError?.(error)
    const internal = new ServiceError({
      statusCode: 500,
      message: 'Internal server error',
    })
    return sendError(c, internal, now)
  })
  app.notFound((c) => {
    const message = `Cannot ${c.req.method} ${c.req.path}`
    return sendError(c, new ServiceError({ statusCode: 404, message }), now)
  })

  const limiter = createRateLimiter({
    ...(parameters.rateLimit ?? defaultRateLimit),
    now,
  })
  mountGuards({
    app,
    limiter,
    clientKeyOf: parameters.clientKeyOf ?? getClientKey,
    apiKeys:
      parameters.apiKeys ?? new Map([[DEFAULT_API_KEY, DEFAULT_PARTNER_ID]]),
  })
  mountEndpoints({
    app,
    services,
    baseUrlOf,
    isResponseValidated: parameters.isResponseValidated ?? true,
  })
  mountPublicPages({ app, services, baseUrlOf })
  if (parameters.isDevnetControlEnabled ?? true) {
    mountDevnetControls({ app, services, limiter })
  }
  return app
}
