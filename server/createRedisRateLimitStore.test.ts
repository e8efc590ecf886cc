import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from './config'
import { connectRedisRateLimitStore } from './createRedisRateLimitStore'
import { startProxy } from './startProxy'
import { describeRateLimitStore } from './testing/describeRateLimitStore'
import { startFixtureUpstream } from './testing/startFixtureUpstream'
import { sampleApiPaths } from './testing/upstreamFixtures'

// The Redis store against a real redis-server: a throwaway one started here
// when the binary is on PATH (Debian: apt-get install redis-server), or the
// one TEST_REDIS_URL points at. Without either it fails and says what to
// install: a skipped store test would hide a broken multi-instance setup.

const hasRedisServer =
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0
const externalUrl = process.env.TEST_REDIS_URL
let redisUrl = externalUrl ?? ''
let server: ChildProcess | undefined

async function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        resolve(typeof address === 'object' && address ? address.port : 0),
      )
    })
  })
}

describe('redis', () => {
  beforeAll(async () => {
    if (externalUrl) return
    if (!hasRedisServer) {
      throw new Error(
        'redis-server is not on PATH: apt-get install redis-server, or set TEST_REDIS_URL',
      )
    }
    const port = await freePort()
    server = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: 'ignore' },
    )
    redisUrl = `redis://127.0.0.1:${port}`
    for (let i = 0; i < 100; i++) {
      try {
        const store = await connectRedisRateLimitStore(redisUrl)
        await store.close()
        return
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    throw new Error('redis-server did not start')
  })

  afterAll(() => {
    server?.kill()
  })

  describeRateLimitStore('redis', () => connectRedisRateLimitStore(redisUrl))

  test('behavior: two proxies on one Redis share one budget', async () => {
    const [a, b] = await Promise.all([
      connectRedisRateLimitStore(redisUrl),
      connectRedisRateLimitStore(redisUrl),
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
