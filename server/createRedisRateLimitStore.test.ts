import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from './config'
import { connectRedisStores } from './connectRedisStores'
import { startProxy } from './startProxy'
import { describeRateLimitStore } from './testing/describeRateLimitStore'
import { startFixtureUpstream } from './testing/startFixtureUpstream'
import { startRedisServer } from './testing/startRedisServer'
import { sampleApiPaths } from './testing/upstreamFixtures'

// The Redis store against a real redis-server (see startRedisServer).

let redisUrl = ''
let stopRedis = () => {}

describe('redis', () => {
  beforeAll(async () => {
    const redis = await startRedisServer()
    redisUrl = redis.url
    stopRedis = redis.stop
  })

  afterAll(() => stopRedis())

  describeRateLimitStore('redis', (keyPrefix) =>
    connectRedisStores(redisUrl, () => {}, keyPrefix).then(
      (stores) => stores.rateLimitStore,
    ),
  )

  test('behavior: a slot log written without counts (a proxy of an earlier version, a counts key gone) is counted from its calls', async () => {
    const { Redis } = await import('ioredis')
    const raw = new Redis(redisUrl)
    const keyPrefix = `heal-${Date.now()}:`
    const store = await connectRedisStores(redisUrl, () => {}, keyPrefix).then(
      (stores) => stores.rateLimitStore,
    )
    const key = 'budget:upstream'
    const nowMs = 1_750_000_000_000
    const limits = {
      maxTotal: 3,
      maxGroup: Number.POSITIVE_INFINITY,
      maxLane: Number.POSITIVE_INFINITY,
      maxGroupLane: Number.POSITIVE_INFINITY,
    }
    const take = () =>
      store.takeSlot({
        key,
        windowMs: 60_000,
        nowMs,
        group: 'g',
        lane: 'quote',
        limits,
      })
    try {
      expect((await take()).isAllowed).toBe(true)
      // What the earlier takeSlot script did: the member, no counts.
      await raw.zadd(`${keyPrefix}rate:${key}`, nowMs, 'quote h old-1')
      await raw.zadd(`${keyPrefix}rate:${key}`, nowMs, 'flow h old-2')
      const counts = await store.countSlots({
        key,
        windowMs: 60_000,
        nowMs,
        groups: ['g', 'h'],
      })
      expect(counts).toMatchObject({
        total: 3,
        flows: 1,
        quoteGroups: 2,
        widestBlocks: 2,
      })
      expect(counts.groups.get('h')).toEqual({ calls: 2, flows: 1, quotes: 1 })
      expect((await take()).isAllowed).toBe(false)
      await raw.del(`${keyPrefix}rate:counts:${key}`)
      expect((await take()).isAllowed).toBe(false)
      await store.release(key, 'quote h old-1')
      expect((await take()).isAllowed).toBe(true)
    } finally {
      await store.close()
      raw.disconnect()
    }
  })

  test('behavior: two proxies on one Redis share one budget', async () => {
    const [a, b] = await Promise.all([
      connectRedisStores(redisUrl).then((stores) => stores.rateLimitStore),
      connectRedisStores(redisUrl).then((stores) => stores.rateLimitStore),
    ])
    const key = `shared:${Date.now()}`
    const nowMs = Date.now()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).take({ key, limit: 5, windowMs: 60_000, nowMs }),
      ),
    )
    expect(results.filter((r) => r.isAllowed)).toHaveLength(5)
    await Promise.all([a.close(), b.close()])
  })

  test('behavior: two proxy instances with one REDIS_URL share one upstream budget', async () => {
    const upstream = await startFixtureUpstream({ apiKey: 'k-0123456789' })
    const config = parseConfig({
      UPSTREAM_URL: upstream.url,
      AGGREGATOR_API_KEY: 'k-0123456789',
      PORT: '0',
      REDIS_URL: redisUrl,
      UPSTREAM_BUDGET: '3',
      UPSTREAM_EXECUTABLE_RESERVE: '0',
      UPSTREAM_BUDGET_WINDOW_SECONDS: '60',
      CLIENT_LIMIT: '100',
    })
    const instances = [
      await startProxy({ config, log: () => {} }),
      await startProxy({ config, log: () => {} }),
    ]
    try {
      const statuses: number[] = []
      for (let i = 0; i < 8; i++) {
        const proxy = instances[i % 2]
        const path = sampleApiPaths.swapQuote.replace(
          'amount=1000',
          `amount=${Date.now()}${i}`,
        )
        statuses.push((await fetch(`${proxy?.url}${path}`)).status)
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(3)
      expect(statuses.filter((s) => s === 429)).toHaveLength(5)
      expect(upstream.callTimesMs).toHaveLength(3)
    } finally {
      for (const proxy of instances) await proxy.close()
      await upstream.close()
    }
  })
})
