import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectRedisStores } from './connectRedisStores'
import {
  createTestProxy,
  fixtureHandler,
  json,
  readErrorMessage,
  type TestProxy,
  type UpstreamHandler,
} from './testing/createTestProxy'
import { startRedisServer } from './testing/startRedisServer'
import {
  sampleApiPaths,
  sampleExecutionReport,
} from './testing/upstreamFixtures'

// Two proxy instances on one real redis-server: they share the response
// cache, merge identical in-flight requests across instances, know each
// other's served quotes, and an upstream 429 pauses both for at most one
// budget window. The upstream is an injected fetch standing in for the
// production service, which cannot exist in tests; it answers after a
// delay so that requests overlap.

let redisUrl = ''
let stopRedis = () => {}
const closers: (() => Promise<unknown>)[] = []
let testIndex = 0

beforeAll(async () => {
  const redis = await startRedisServer()
  redisUrl = redis.url
  stopRedis = redis.stop
})

afterAll(async () => {
  for (const close of closers) await close()
  stopRedis()
})

const slowly =
  (handler: UpstreamHandler, ms = 150): UpstreamHandler =>
  async (call, signal) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    return handler(call, signal)
  }

/** Instances sharing one Redis key space of their own. */
async function createInstances(
  count: number,
  handler: UpstreamHandler = slowly(fixtureHandler),
  env: Record<string, string> = {},
) {
  testIndex += 1
  const keyPrefix = `test-${process.pid}-${testIndex}:`
  const instances: TestProxy[] = []
  for (let i = 0; i < count; i++) {
    const stores = await connectRedisStores(redisUrl, () => {}, keyPrefix)
    closers.push(() => stores.rateLimitStore.close())
    instances.push(
      createTestProxy({
        env,
        handler,
        rateLimitStore: stores.rateLimitStore,
        responseCache: stores.responseCache,
        quoteRegistry: stores.quoteRegistry,
        flushMs: 50,
      }),
    )
  }
  const upstreamCalls = () =>
    instances.reduce((sum, instance) => sum + instance.calls.length, 0)
  return { instances, upstreamCalls, keyPrefix }
}

describe('instances sharing Redis', () => {
  test('behavior: an answer one instance cached is a hit on the other', async () => {
    const { instances, upstreamCalls } = await createInstances(2)
    const [a, b] = instances as [TestProxy, TestProxy]
    const first = await a.request(sampleApiPaths.chains)
    expect(first.headers.get('x-cache')).toBe('miss')
    const second = await b.request(sampleApiPaths.chains)
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(await second.text()).toBe(await first.text())
    expect(upstreamCalls()).toBe(1)
  })

  test('behavior: identical requests in flight on both instances make one upstream call', async () => {
    const { instances, upstreamCalls } = await createInstances(2)
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        instances[i % 2]?.request(sampleApiPaths.tokenList),
      ),
    )
    const bodies = await Promise.all(responses.map((r) => r?.text()))
    expect(responses.map((r) => r?.status)).toEqual(Array(10).fill(200))
    expect(new Set(bodies).size).toBe(1)
    expect(upstreamCalls()).toBe(1)
    const labels = responses.map((r) => r?.headers.get('x-cache'))
    expect(labels.filter((label) => label === 'miss')).toHaveLength(1)
  })

  test('behavior: an entry read back from Redis that fails the row’s schema is dropped, logged and fetched again', async () => {
    const { instances, upstreamCalls, keyPrefix } = await createInstances(
      1,
      fixtureHandler,
    )
    const client = new Redis(redisUrl)
    closers.push(() => client.quit())
    const key = `${keyPrefix}cache:GET /partner/v1/chains`
    const now = instances[0]?.now() ?? 0
    for (const bodyText of ['[{"chainId":"not a number"}]', 'not json']) {
      await client.set(
        key,
        JSON.stringify({
          bodyText,
          storedAtMs: now,
          expiresAtMs: now + 60_000,
        }),
        'PX',
        60_000,
      )
      const response = await instances[0]?.request(sampleApiPaths.chains)
      expect(response?.status).toBe(200)
      expect(response?.headers.get('x-cache')).toBe('miss')
      expect(await response?.text()).not.toBe(bodyText)
    }
    expect(upstreamCalls()).toBe(2)
    const warnings = instances[0]?.logLines.filter((line) =>
      line.includes('cached entry off contract'),
    )
    expect(warnings).toHaveLength(2)
    // What the refetch stored passes, and is served from then on.
    const again = await instances[0]?.request(sampleApiPaths.chains)
    expect(again?.headers.get('x-cache')).toBe('hit')
    expect(upstreamCalls()).toBe(2)
  })

  test('behavior: a stale entry is refreshed by one instance for all, while every instance serves the old copy', async () => {
    const { instances, upstreamCalls } = await createInstances(3)
    const [a] = instances as [TestProxy]
    expect((await a.request(sampleApiPaths.tokenDetail)).status).toBe(200)
    for (const instance of instances) await instance.advance(31_000)
    const responses = await Promise.all(
      instances.flatMap((instance) => [
        instance.request(sampleApiPaths.tokenDetail),
        instance.request(sampleApiPaths.tokenDetail),
      ]),
    )
    for (const response of responses) {
      expect(response.headers.get('x-cache')).toBe('stale')
      expect(response.headers.get('age')).toBe('31')
    }
    // The refresh answers after its delay; then every instance has it.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(upstreamCalls()).toBe(2)
    for (const instance of instances) {
      const response = await instance.request(sampleApiPaths.tokenDetail)
      expect(response.headers.get('x-cache')).toBe('hit')
    }
  })

  test('behavior: an error is not shared; the waiting instance fetches for itself', async () => {
    let answered = 0
    const { instances, upstreamCalls } = await createInstances(
      2,
      slowly((call, signal) => {
        answered += 1
        return answered === 1
          ? json({ statusCode: 500, message: 'boom' }, 500)
          : fixtureHandler(call, signal)
      }),
    )
    const [a, b] = instances as [TestProxy, TestProxy]
    const [first, second] = await Promise.all([
      a.request(sampleApiPaths.chains),
      b.request(sampleApiPaths.chains),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 500])
    expect(upstreamCalls()).toBe(2)
  })

  test('behavior: a claim left by a vanished instance delays the other by at most the upstream deadline', async () => {
    const { instances, upstreamCalls, keyPrefix } = await createInstances(
      1,
      fixtureHandler,
      { UPSTREAM_TIMEOUT_MS: '300' },
    )
    const client = new Redis(redisUrl)
    closers.push(() => client.quit())
    await client.set(
      `${keyPrefix}claim:GET /partner/v1/chains`,
      'vanished',
      'PX',
      60_000,
    )
    const response = await instances[0]?.request(sampleApiPaths.chains)
    expect(response?.status).toBe(200)
    expect(upstreamCalls()).toBe(1)
  })

  test('behavior: a quote served by one instance may be reported through the other, by the same client group only', async () => {
    const { instances } = await createInstances(2, fixtureHandler)
    const [a, b] = instances as [TestProxy, TestProxy]
    const report = (quoteId: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...sampleExecutionReport, quoteId }),
    })
    const path = '/api/partner/v1/executions'
    expect((await b.request(path, report('q-1'))).status).toBe(400)
    expect((await a.request(sampleApiPaths.partnerQuote)).status).toBe(200)
    expect((await b.request(path, report('q-1'))).status).toBe(202)
    expect((await b.request(path, report('q-2'))).status).toBe(400)
    // Another client group, on either instance, may not report it.
    expect((await b.request(path, report('q-1'), '198.51.100.1')).status).toBe(
      400,
    )
    // The flow it began continues on the other instance too.
    const continued = await b.request(sampleApiPaths.partnerQuote, {
      headers: { 'x-swap-flow': 'q-1' },
    })
    expect(continued.status).toBe(200)
    expect(JSON.parse(b.logLines.at(-1) ?? '{}')).toMatchObject({
      flow: 'continued',
      lane: 'flow',
    })
  })

  test('behavior: a report replayed 100 times across both instances costs its lifecycle’s upstream calls; an outcome out of order is 409 on either', async () => {
    const { instances, upstreamCalls } = await createInstances(
      2,
      fixtureHandler,
    )
    const [a, b] = instances as [TestProxy, TestProxy]
    const path = '/api/partner/v1/executions'
    const report = (status: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...sampleExecutionReport, status }),
    })
    expect((await a.request(sampleApiPaths.partnerQuote)).status).toBe(200)
    expect((await b.request(path, report('REVERTED'))).status).toBe(409)
    for (const status of ['SUBMITTED', 'CONFIRMED']) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          (i % 2 ? a : b).request(path, report(status)),
        ),
      )
      const statuses = answers.map((answer) => answer.status).sort()
      // One forwarded (202), 99 answered here as duplicates (200).
      expect(statuses).toEqual([...Array(99).fill(200), 202])
    }
    expect((await a.request(path, report('REVERTED'))).status).toBe(409)
    // The quote, and one call for each lifecycle value.
    expect(upstreamCalls()).toBe(3)
  })

  test('behavior: the instances share one window and its counts per group: the slot goes to the group with fewer calls, whichever instance made them', async () => {
    const { instances, upstreamCalls } = await createInstances(
      2,
      fixtureHandler,
      { UPSTREAM_BUDGET: '3', UPSTREAM_EXECUTABLE_RESERVE: '0' },
    )
    const [a, b] = instances as [TestProxy, TestProxy]
    const both = (ms: number) => Promise.all([a.advance(ms), b.advance(ms)])
    const swapQuote = (n: number) =>
      sampleApiPaths.swapQuote.replace('amount=1000', `amount=${n}`)
    expect((await b.request(swapQuote(1), {}, '198.51.2.7')).status).toBe(200)
    await both(1000)
    for (const n of [2, 3]) {
      expect((await a.request(swapQuote(n), {}, '198.51.1.7')).status).toBe(200)
    }
    // The window (3) is full. At 50 s, on the other instance, the group
    // with 2 calls asks first, a group with none second.
    await both(49_000)
    const busy = b.request(swapQuote(4), {}, '198.51.1.7')
    await b.flush()
    const fresh = b.request(swapQuote(5), {}, '198.51.3.7')
    await b.flush()
    await both(10_000) // 60 s: the first call leaves; the fresh group's turn
    expect((await fresh).status).toBe(200)
    expect(b.calls.at(-1)?.url.search).toContain('amount=5')
    await both(1000) // 61 s: the busy group's two leave
    expect((await busy).status).toBe(200)
    expect(upstreamCalls()).toBe(5)
  })

  test('behavior: a herd of /56s of one /48 arriving at once on both instances takes about its block’s share, and the slots held back serve the lone user at once', async () => {
    const { instances, upstreamCalls } = await createInstances(
      2,
      fixtureHandler,
      { UPSTREAM_BUDGET: '20', UPSTREAM_EXECUTABLE_RESERVE: '0' },
    )
    const [a, b] = instances as [TestProxy, TestProxy]
    const swapQuote = (n: number) =>
      sampleApiPaths.swapQuote.replace('amount=1000', `amount=${n}`)
    const lone = '198.51.1.7'
    expect((await a.request(swapQuote(1), {}, lone)).status).toBe(200)
    const slash56 = (n: number) => `2001:db8:1:${(n * 256).toString(16)}::7`
    const herd = Array.from({ length: 30 }, (_, n) =>
      (n % 2 ? a : b).request(swapQuote(100 + n), {}, slash56(n)),
    )
    // Real Redis round trips, one decision at a time per instance: wait
    // (a bounded while) for the herd's grants, then a while longer, so
    // any past its share would be seen.
    const flushBoth = () => Promise.all([a.flush(), b.flush()])
    for (let i = 0; i < 200 && upstreamCalls() - 1 < 10; i++) await flushBoth()
    for (let i = 0; i < 10; i++) await flushBoth()
    // Two blocks active: 10 each. The lone block is 9 short of its share:
    // those 9 stay free. Each instance decides one request at a time; the
    // two may decide once on the same counts (a slot or two past it).
    const herdCalls = upstreamCalls() - 1
    expect(herdCalls).toBeGreaterThanOrEqual(10)
    expect(herdCalls).toBeLessThanOrEqual(12)
    for (const [n, instance] of [b, a].entries()) {
      const again = await instance.request(swapQuote(2 + n), {}, lone)
      expect(again.status).toBe(200)
    }
    await Promise.all([a.advance(60_000), b.advance(60_000)])
    await Promise.all(herd)
  })

  test('behavior: /56s of one /48 on both instances count as one block: the ceiling per group (CLIENT_LIMIT) holds for the /48 and its /32 across instances', async () => {
    const { instances } = await createInstances(2, fixtureHandler, {
      UPSTREAM_BUDGET: '4',
      UPSTREAM_EXECUTABLE_RESERVE: '0',
      CLIENT_LIMIT: '2',
    })
    const [a, b] = instances as [TestProxy, TestProxy]
    const swapQuote = (n: number) =>
      sampleApiPaths.swapQuote.replace('amount=1000', `amount=${n}`)
    const slash56 = (n: number) => `2001:db8:1:${(n * 256).toString(16)}::7`
    expect((await a.request(swapQuote(1), {}, slash56(0))).status).toBe(200)
    expect((await b.request(swapQuote(2), {}, slash56(1))).status).toBe(200)
    // A third /56 of the /48, on either instance: the block's two are used.
    for (const instance of [a, b]) {
      const refused = await instance.request(swapQuote(3), {}, slash56(2))
      expect(refused.status).toBe(429)
      expect(await readErrorMessage(refused)).toBe(
        'Too many requests from this client; retry later',
      )
    }
    // Another /32 is another client.
    expect((await b.request(swapQuote(4), {}, '2001:db9::7')).status).toBe(200)
  })

  test('behavior: an upstream Retry-After of years pauses both instances for one budget window, in Redis too', async () => {
    const { instances, keyPrefix } = await createInstances(
      2,
      () => json({ message: 'slow' }, 429, { 'retry-after': '999999999' }),
      { UPSTREAM_BUDGET_WINDOW_SECONDS: '60' },
    )
    const [a, b] = instances as [TestProxy, TestProxy]
    const limited = await a.request(sampleApiPaths.swapQuote)
    expect(limited.headers.get('retry-after')).toBe('60')
    const paused = await b.request(sampleApiPaths.swapQuote)
    expect(paused.status).toBe(429)
    expect(b.calls).toHaveLength(0)
    const client = new Redis(redisUrl)
    closers.push(() => client.quit())
    const ttlMs = await client.pttl(`${keyPrefix}rate:pause:budget:upstream`)
    expect(ttlMs).toBeGreaterThan(0)
    expect(ttlMs).toBeLessThanOrEqual(60_000)
  })
})
