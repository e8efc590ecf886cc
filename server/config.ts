import { z } from 'zod'
import {
  applyEnvRenames,
  type EnvRename,
  secondsToMs,
} from '../schema/applyEnvRenames'
import type { Deployment } from '../schema/deployment'
import { isLoopbackHost } from './isLoopbackHost'
import { type RpcUrlVariable, readDeploymentEnv } from './readDeploymentEnv'

/**
 * The proxy's whole configuration, read once from the environment at start-up.
 * Every problem is collected and reported together so a bad deployment fails
 * loudly on the first try, never half-configured. The API key is the only
 * secret; it is validated as a bare header token so it cannot smuggle headers.
 */

export const LOCAL_REFERENCE_UPSTREAM = 'http://127.0.0.1:8788'
export const LOCAL_REFERENCE_API_KEY = 'devnet-key'

export type Config = {
  upstreamUrl: string
  apiKey: string
  isLocalUpstream: boolean
  corsOrigins: string[]
  widgetPartnerOrigins: string[]
  /** Served at /api/deployment; its origins are the CSP's connect-src. */
  deployment: Deployment
  /** Which variable listed each chain's RPC URL (for start-up errors). */
  rpcUrlSources: Readonly<Record<number, RpcUrlVariable>>
  port: number
  host: string
  upstreamBudget: number
  upstreamBudgetWindowSeconds: number
  /** Slots of a window only a flow already begun may use (while others
   * are active). */
  executableReserve: number
  /** Hard ceiling of upstream calls per client group per window;
   * Infinity when unset (fair sharing is the rule, not a cap). */
  clientLimit: number
  clientRequestLimit: number
  /** How long a request may wait in the queue for its slot. */
  upstreamQueueDeadlineMs: number
  /** Requests waiting at once (appointments included), all groups. */
  upstreamQueueLimit: number
  /** Requests waiting at once for one client group. */
  upstreamQueuePerClient: number
  /** Background refreshes of shared reads per window, at most. */
  backgroundLimit: number
  /** Free slots (outside the reserve) kept for people: background
   * refreshes and reports go only while more than this many are free. */
  upstreamHeadroom: number
  upstreamTimeoutMs: number
  redisUrl: string | undefined
  /** Calls a window this instance may make while Redis is unreachable;
   * undefined: the budget divided by the instances last seen alive. */
  upstreamBudgetLocalShare: number | undefined
  staticDir: string
  trustProxyHops: number
}

export type Env = Record<string, string | undefined>

export class ConfigError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(
      `Invalid proxy configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
    this.name = 'ConfigError'
    this.problems = problems
  }
}

function parseUrl(value: string) {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

function intSchema(min: number, max: number) {
  const message = `must be an integer from ${min} to ${max}`
  return z
    .string()
    .regex(/^[0-9]{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
}

const hostPattern = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])$/

function originSchema(schemes: string[], check?: (url: URL) => string | null) {
  return z.string().transform((value, ctx) => {
    const url = parseUrl(value)
    const isBare =
      url !== null &&
      (url.pathname === '/' || url.pathname === '') &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password &&
      hostPattern.test(url.hostname)
    if (!url || !isBare || !schemes.includes(url.protocol)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${value}" is not an origin (scheme://host[:port])`,
      })
      return z.NEVER
    }
    const problem = check?.(url)
    if (problem) {
      ctx.addIssue({ code: 'custom', message: `"${value}" ${problem}` })
      return z.NEVER
    }
    return url.origin
  })
}

const splitList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)

function listSchema<T extends z.ZodType<string, string>>(item: T) {
  return z.string().default('').transform(splitList).pipe(z.array(item))
}

const upstreamUrlSchema = z
  .string()
  .default(LOCAL_REFERENCE_UPSTREAM)
  .transform((value, ctx) => {
    const url = parseUrl(value)
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.search ||
      url.hash ||
      url.username ||
      url.password
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an http(s) URL without query, fragment or userinfo',
      })
      return z.NEVER
    }
    // The partner key travels in a header: never in clear text off-host.
    if (url.protocol !== 'https:' && !isLoopbackHost(url.hostname)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be https (plain http only on loopback), got ${url.protocol}//${url.host}`,
      })
      return z.NEVER
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  })

const apiKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,512}$/, {
    error: 'must be 1 to 512 visible ASCII characters',
  })
  .optional()

const partnerOriginSchema = originSchema(['https:', 'http:'], (url) =>
  url.protocol === 'http:' && !isLoopbackHost(url.hostname)
    ? 'must be https (plain http only on loopback)'
    : null,
)

const envSchema = z.object({
  UPSTREAM_URL: upstreamUrlSchema,
  AGGREGATOR_API_KEY: apiKeySchema,
  CORS_ORIGINS: listSchema(originSchema(['https:', 'http:'])),
  WIDGET_PARTNER_ORIGINS: listSchema(partnerOriginSchema),
  PORT: intSchema(0, 65535).default(5173),
  HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:[\]-]{1,253}$/, { error: 'must be a host name or IP' })
    .default('127.0.0.1'),
  UPSTREAM_BUDGET: intSchema(1, 1_000_000).default(20),
  // Whole seconds, given in milliseconds like every window and timeout.
  UPSTREAM_BUDGET_WINDOW_MS: intSchema(1000, 86_400_000)
    .refine((ms) => ms % 1000 === 0, {
      error: 'must be a whole number of seconds (a multiple of 1000)',
    })
    .default(60_000),
  UPSTREAM_EXECUTABLE_RESERVE: intSchema(0, 1_000_000).optional(),
  CLIENT_UPSTREAM_CALL_LIMIT: intSchema(1, 1_000_000).optional(),
  CLIENT_API_REQUEST_LIMIT: intSchema(1, 10_000_000).default(600),
  UPSTREAM_QUEUE_DEADLINE_MS: intSchema(0, 120_000).default(12_000),
  UPSTREAM_QUEUE_LIMIT: intSchema(1, 100_000).default(64),
  UPSTREAM_QUEUE_PER_CLIENT: intSchema(1, 1000).default(4),
  UPSTREAM_BACKGROUND_SHARE_PERCENT: intSchema(0, 100).default(25),
  UPSTREAM_TIMEOUT_MS: intSchema(1, 300_000).default(8000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, {
      error: 'must be a redis:// or rediss:// URL',
    })
    .optional(),
  UPSTREAM_BUDGET_LOCAL_SHARE: intSchema(1, 1_000_000).optional(),
  STATIC_DIR: z.string().min(1).default('dist'),
  TRUST_PROXY_HOPS: intSchema(0, 10).default(0),
})

/** Names of the last release, read for one more (with a warning). */
export const PROXY_ENV_RENAMES: readonly EnvRename[] = [
  {
    from: 'UPSTREAM_BUDGET_WINDOW_SECONDS',
    to: 'UPSTREAM_BUDGET_WINDOW_MS',
    convert: secondsToMs,
    note: 'milliseconds, like every window and timeout',
  },
  {
    from: 'CLIENT_LIMIT',
    to: 'CLIENT_UPSTREAM_CALL_LIMIT',
    note: 'upstream calls per client group and window',
  },
  {
    from: 'CLIENT_REQUEST_LIMIT',
    to: 'CLIENT_API_REQUEST_LIMIT',
    note: '/api requests per client group and window',
  },
]

/** One line per old name the environment still sets, for the start-up. */
export function findRenamedProxyEnv(env: Env) {
  return applyEnvRenames(env, PROXY_ENV_RENAMES).warnings
}

const knownNames = Object.keys(
  envSchema.shape,
) as (keyof typeof envSchema.shape)[]

/** Parses the environment; throws a ConfigError listing every problem. */
export function parseConfig(givenEnv: Env): Config {
  const { env } = applyEnvRenames(givenEnv, PROXY_ENV_RENAMES)
  const input = Object.fromEntries(
    knownNames.map((name) => {
      const value = env[name]?.trim()
      return [name, value === '' ? undefined : value]
    }),
  )
  const parsed = envSchema.safeParse(input)
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${String(issue.path[0] ?? 'env')}: ${issue.message}`,
      )

  const upstream = upstreamUrlSchema.safeParse(input.UPSTREAM_URL)
  const upstreamHost = upstream.success
    ? new URL(upstream.data).hostname
    : undefined
  const isLocalUpstream =
    upstreamHost !== undefined && isLoopbackHost(upstreamHost)
  const deployment = readDeploymentEnv(env, isLocalUpstream)
  problems.push(...deployment.problems)
  if (upstream.success && !isLocalUpstream && !input.AGGREGATOR_API_KEY) {
    problems.push(
      'AGGREGATOR_API_KEY: required when UPSTREAM_URL is not the local reference aggregator',
    )
  }
  const budget = envSchema.shape.UPSTREAM_BUDGET.safeParse(
    input.UPSTREAM_BUDGET,
  )
  const reserve = envSchema.shape.UPSTREAM_EXECUTABLE_RESERVE.safeParse(
    input.UPSTREAM_EXECUTABLE_RESERVE,
  )
  if (
    budget.success &&
    reserve.success &&
    reserve.data !== undefined &&
    reserve.data >= budget.data
  ) {
    problems.push(
      'UPSTREAM_EXECUTABLE_RESERVE: must be smaller than UPSTREAM_BUDGET',
    )
  }
  const localShare = envSchema.shape.UPSTREAM_BUDGET_LOCAL_SHARE.safeParse(
    input.UPSTREAM_BUDGET_LOCAL_SHARE,
  )
  if (
    budget.success &&
    localShare.success &&
    localShare.data !== undefined &&
    localShare.data > budget.data
  ) {
    problems.push(
      'UPSTREAM_BUDGET_LOCAL_SHARE: must not exceed UPSTREAM_BUDGET (it is one instance’s share of it)',
    )
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems)

  const values = parsed.data
  const upstreamBudget = values.UPSTREAM_BUDGET
  const executableReserve =
    values.UPSTREAM_EXECUTABLE_RESERVE ?? Math.floor(upstreamBudget / 4)

  return {
    upstreamUrl: values.UPSTREAM_URL,
    apiKey: values.AGGREGATOR_API_KEY ?? LOCAL_REFERENCE_API_KEY,
    isLocalUpstream,
    corsOrigins: values.CORS_ORIGINS,
    widgetPartnerOrigins: values.WIDGET_PARTNER_ORIGINS,
    deployment: deployment.deployment,
    rpcUrlSources: deployment.rpcUrlSources,
    port: values.PORT,
    host: values.HOST,
    upstreamBudget,
    upstreamBudgetWindowSeconds: values.UPSTREAM_BUDGET_WINDOW_MS / 1000,
    executableReserve,
    clientLimit: values.CLIENT_UPSTREAM_CALL_LIMIT ?? Number.POSITIVE_INFINITY,
    clientRequestLimit: values.CLIENT_API_REQUEST_LIMIT,
    upstreamQueueDeadlineMs: values.UPSTREAM_QUEUE_DEADLINE_MS,
    upstreamQueueLimit: values.UPSTREAM_QUEUE_LIMIT,
    upstreamQueuePerClient: values.UPSTREAM_QUEUE_PER_CLIENT,
    backgroundLimit: Math.floor(
      (upstreamBudget * values.UPSTREAM_BACKGROUND_SHARE_PERCENT) / 100,
    ),
    // A tenth of the budget: a person arriving just after a refresh or a
    // report still finds a free slot.
    upstreamHeadroom: Math.floor(upstreamBudget / 10),
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    redisUrl: values.REDIS_URL,
    upstreamBudgetLocalShare: values.UPSTREAM_BUDGET_LOCAL_SHARE,
    staticDir: values.STATIC_DIR,
    trustProxyHops: values.TRUST_PROXY_HOPS,
  }
}
