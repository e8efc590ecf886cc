import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { matchEndpoint } from '../../schema/endpoints'
import { createErrorBody } from '../../schema/errorBody'
import { upstreamFixtures } from './upstreamFixtures'

/**
 * A minimal stand-in for the aggregation service on a loopback port: checks
 * the `apikey`, answers every allowlist row with its fixture at once, and can
 * enforce the service's fixed-window rate limit. For the benchmark and the
 * load script, where the reference aggregator's own work would be noise.
 */

type StartFixtureUpstreamParameters = {
  apiKey: string
  rateLimit?: { limit: number; windowMs: number }
}

export async function startFixtureUpstream({
  apiKey,
  rateLimit,
}: StartFixtureUpstreamParameters) {
  const callTimesMs: number[] = []
  /** Calls per upstream path (query included). */
  const callsByPath = new Map<string, number>()
  let rateLimited = 0
  let windowStartMs = 0
  let windowCount = 0
  const app = new Hono()
  app.all('*', (c) => {
    const path = new URL(c.req.url).pathname
    const fail = (statusCode: 401 | 404 | 429, message: string) =>
      c.json(createErrorBody({ statusCode, message, path }), statusCode)
    if (c.req.header('apikey') !== apiKey) return fail(401, 'Invalid API key')
    const nowMs = Date.now()
    callTimesMs.push(nowMs)
    const { pathname, search } = new URL(c.req.url)
    const pathKey = `${pathname}${search}`
    callsByPath.set(pathKey, (callsByPath.get(pathKey) ?? 0) + 1)
    if (rateLimit) {
      if (nowMs - windowStartMs >= rateLimit.windowMs) {
        windowStartMs = nowMs
        windowCount = 0
      }
      windowCount += 1
      if (windowCount > rateLimit.limit) {
        rateLimited += 1
        const waitMs = windowStartMs + rateLimit.windowMs - nowMs
        c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
        return fail(429, 'ThrottlerException: Too Many Requests')
      }
    }
    const match = matchEndpoint(c.req.method, path)
    if (!match) return fail(404, 'Not found')
    const fixture = upstreamFixtures[match.id]
    return c.json(fixture.body, fixture.status as 200)
  })
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    callTimesMs,
    callsByPath,
    getRateLimitedCount: () => rateLimited,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
