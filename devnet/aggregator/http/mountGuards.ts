// Who may call, and how often: a fixed-window limit per client (the socket's
// IP unless told otherwise) runs first, so unauthenticated floods are
// throttled too; then the `apikey` header must name a known partner. Pages
// for browsers (docs, logos, explorer) need no key and are not limited; the
// health check needs no key.
import type { Context, Hono } from 'hono'
import { ServiceError } from '../errors/ServiceError'
import type { AppEnv } from './AppEnv'
import type { RateLimiter } from './createRateLimiter'

type MountGuardsParameters = {
  app: Hono<AppEnv>
  limiter: RateLimiter
  clientKeyOf: (c: Context) => string
  /** Accepted keys and the partner each belongs to. */
  apiKeys: ReadonlyMap<string, string>
}

const unlimitedPrefixes = ['/docs', '/logos/', '/explorer', '/__devnet/']
const keylessPrefixes = ['/health', '/docs', '/logos/', '/explorer']

export function mountGuards({
  app,
  limiter,
  clientKeyOf,
  apiKeys,
}: MountGuardsParameters) {
  app.use(async (c, next) => {
    if (unlimitedPrefixes.some((prefix) => c.req.path.startsWith(prefix))) {
      return next()
    }
    const decision = limiter.consume(clientKeyOf(c))
    c.header('X-RateLimit-Limit', String(decision.limit))
    c.header('X-RateLimit-Remaining', String(decision.remaining))
    if (!decision.isAllowed) {
      throw new ServiceError({
        statusCode: 429,
        message: 'ThrottlerException: Too Many Requests',
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
      })
    }
    return next()
  })

  app.use(async (c, next) => {
    if (keylessPrefixes.some((prefix) => c.req.path.startsWith(prefix))) {
      return next()
    }
    const key = c.req.header('apikey')
    if (!key) {
      throw new ServiceError({ statusCode: 401, message: 'Missing API key' })
    }
    const partnerId = apiKeys.get(key)
    if (partnerId === undefined) {
      throw new ServiceError({ statusCode: 401, message: 'Invalid API key' })
    }
    c.set('partnerId', partnerId)
    return next()
  })
}
