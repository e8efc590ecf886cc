import { describe, expect, test } from 'vitest'
import { endpoints } from '../schema/endpoints'
import {
  createTestProxy,
  fixtureHandler,
  json,
  type TestProxy,
} from './testing/createTestProxy'
import {
  PAYER,
  sampleApiPaths,
  TOKEN_A,
  TOKEN_B,
} from './testing/upstreamFixtures'

// Rules: rows with cacheSeconds > 0 are cached that long and say so;
// executable quotes, calldata, allowances and telemetry never are; identical
// concurrent GETs make one upstream call. The upstream is an injected fetch
// standing in for the production service, which cannot exist in tests.

const cachedRows = ['chains', 'tokenList', 'tokenDetail', 'health'] as const
const neverCachedRows = ['partnerQuote', 'swapQuote', 'dexCompare'] as const

describe('cache', () => {
  test('behavior: the allowlist caches chains, sources, token lists and details, spender; never calldata', () => {
    for (const id of [...cachedRows, 'sources', 'spender'] as const)
      expect(endpoints[id].cacheSeconds).toBeGreaterThan(0)
    for (const id of [
      ...neverCachedRows,
      'swapTransaction',
      'allowance',
      'approveTransaction',
      'executions',
    ] as const) {
      expect(endpoints[id].cacheSeconds).toBe(0)
    }
  })

  test.each(cachedRows)(
    'behavior: %s is served from cache, fresh for its cacheSeconds and then stale while one refresh runs, with a truthful Age',
    async (id) => {
      const proxy = createTestProxy()
      const seconds = endpoints[id].cacheSeconds
      const first = await proxy.request(sampleApiPaths[id])
      expect(first.headers.get('cache-control')).toBe(
        `public, max-age=${seconds}`,
      )
      expect(first.headers.get('x-cache')).toBe('miss')
      expect(first.headers.get('age')).toBe('0')

      await proxy.advance(seconds * 1000 - 1000)
      const second = await proxy.request(sampleApiPaths[id])
      expect(second.headers.get('x-cache')).toBe('hit')
      expect(second.headers.get('cache-control')).toBe(
        `public, max-age=${seconds}`,
      )
      expect(second.headers.get('age')).toBe(String(seconds - 1))
      const body = await first.text()
      expect(await second.text()).toBe(body)
      expect(proxy.calls).toHaveLength(1)

      // Stale: the old copy at once, with its age; one refresh behind it.
      await proxy.advance(1000)
      const [third, fourth] = await Promise.all([
        proxy.request(sampleApiPaths[id]),
        proxy.request(sampleApiPaths[id]),
      ])
      for (const response of [third, fourth]) {
        expect(response.headers.get('x-cache')).toBe('stale')
        expect(response.headers.get('age')).toBe(String(seconds))
        expect(await response.text()).toBe(body)
      }
      await proxy.flush()
      expect(proxy.calls).toHaveLength(2)
      const refreshed = await proxy.request(sampleApiPaths[id])
      expect(refreshed.headers.get('x-cache')).toBe('hit')
      expect(refreshed.headers.get('age')).toBe('0')
    },
  )

  test.each(neverCachedRows)(
    'behavior: %s is never cached and says no-store',
    async (id) => {
      const proxy = createTestProxy()
      for (let i = 0; i < 3; i++) {
        const response = await proxy.request(sampleApiPaths[id])
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toBe('no-store')
      }
      expect(proxy.calls).toHaveLength(3)
    },
  )

  test('behavior: the cache key holds the normalised query', async () => {
    const proxy = createTestProxy()
    await proxy.request('/api/31337/tokens?page=1&limit=10')
    await proxy.request('/api/31337/tokens?limit=10&page=1&junk=2')
    expect(proxy.calls).toHaveLength(1)
    await proxy.request('/api/31337/tokens?page=2&limit=10')
    await proxy.request('/api/1/tokens?page=1&limit=10')
    expect(proxy.calls).toHaveLength(3)
  })

  test('behavior: error answers are not cached', async () => {
    const proxy = createTestProxy({
      handler: () => json({ statusCode: 404, message: 'Token not found' }, 404),
    })
    const first = await proxy.request(sampleApiPaths.tokenDetail)
    expect(first.status).toBe(404)
    expect(first.headers.get('cache-control')).toBe('no-store')
    await proxy.request(sampleApiPaths.tokenDetail)
    expect(proxy.calls).toHaveLength(2)
  })
})

describe('merging', () => {
  test('behavior: identical concurrent GETs make one upstream call', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const proxy = createTestProxy({
      handler: async () => {
        await gate
        return json({ dstAmount: '7' })
      },
    })
    const pending = Array.from({ length: 8 }, (_, i) =>
      proxy.request(sampleApiPaths.swapQuote, {}, `198.51.${i + 1}.7`),
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    release()
    const responses = await Promise.all(pending)
    expect(proxy.calls).toHaveLength(1)
    for (const response of responses) {
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ dstAmount: '7' })
    }
    const labels = responses.map((r) => r.headers.get('x-cache'))
    expect(labels.filter((l) => l === 'merged')).toHaveLength(7)
  })

  test('behavior: concurrent GETs with different inputs are not merged', async () => {
    const proxy = createTestProxy()
    const base = `/api/partner/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&payer=${PAYER}&slippage=1`
    await Promise.all([
      proxy.request(`${base}&amount=1`),
      proxy.request(`${base}&amount=2`),
      proxy.request(`${base}&amount=1&ignored=yes`),
    ])
    expect(proxy.calls).toHaveLength(2)
  })

  test('behavior: a merged request after the first finished goes upstream again', async () => {
    const proxy = createTestProxy()
    await proxy.request(sampleApiPaths.partnerQuote)
    await proxy.request(sampleApiPaths.partnerQuote)
    expect(proxy.calls).toHaveLength(2)
  })

  test('behavior: followers of a leader refused by its own client limit are served on their own', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const proxy = createTestProxy({
      env: { CLIENT_LIMIT: '1' },
      handler: async () => {
        await gate
        return json({ dstAmount: '7' })
      },
    })
    const greedy = '198.51.1.7'
    release()
    await proxy.request(sampleApiPaths.dexCompare, {}, greedy)
    const [refused, other] = await Promise.all([
      proxy.request(sampleApiPaths.swapQuote, {}, greedy),
      proxy.request(sampleApiPaths.swapQuote, {}, '198.51.2.7'),
    ])
    expect(refused.status).toBe(429)
    expect(other.status).toBe(200)
    expect(proxy.calls.map((call) => call.url.pathname)).toEqual([
      '/swap/v1/31337/dex-compare',
      '/swap/v1/31337/quote',
    ])
  })
})

describe('shared reads under the budget', () => {
  const budgetEnv = { UPSTREAM_BUDGET: '20' }
  const peopleFill = async (proxy: TestProxy, count: number) => {
    for (let i = 0; i < count; i++) {
      const path = `/api/swap/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&amount=${i + 1}`
      expect((await proxy.request(path, {}, `198.51.${i + 1}.7`)).status).toBe(
        200,
      )
    }
  }

  test('behavior: a copy with no copy before it is fetched as the asking client’s own request', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    await proxy.request(sampleApiPaths.tokenList)
    const line = JSON.parse(proxy.logLines.at(-1) ?? '{}')
    expect(line).toMatchObject({ cache: 'miss', lane: 'user' })
  })

  test('behavior: through an upstream outage the last good copy is served, with its age', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    const storedAtMs = proxy.now()
    const first = await proxy.request(sampleApiPaths.chains)
    const body = await first.text()
    proxy.setHandler(() => json({ statusCode: 503, message: 'down' }, 503))
    for (const ageSeconds of [301, 900, 3600]) {
      await proxy.advance(storedAtMs + ageSeconds * 1000 - proxy.now())
      const response = await proxy.request(sampleApiPaths.chains)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-cache')).toBe('stale')
      expect(response.headers.get('age')).toBe(String(ageSeconds))
      expect(await response.text()).toBe(body)
      await proxy.flush()
    }
    // Each stale read asked once for a refresh; each failed and changed nothing.
    expect(proxy.calls).toHaveLength(4)
    const warnings = proxy.logLines.filter((line) =>
      line.includes('the last good copy is served'),
    )
    expect(warnings).toHaveLength(3)
    proxy.setHandler(fixtureHandler)
    await proxy.request(sampleApiPaths.chains)
    await proxy.flush()
    const fresh = await proxy.request(sampleApiPaths.chains)
    expect(fresh.headers.get('x-cache')).toBe('hit')
    expect(fresh.headers.get('age')).toBe('0')
  })

  test('behavior: a refresh waits for room no person needs', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    await proxy.request(sampleApiPaths.chains)
    await proxy.advance(300_000)
    // 13 of 20: more than the headroom (2) is not free outside the reserve.
    await peopleFill(proxy, 13)
    const stale = await proxy.request(sampleApiPaths.chains)
    expect(stale.headers.get('x-cache')).toBe('stale')
    await proxy.advance(59_000)
    expect(proxy.calls).toHaveLength(14)
    await proxy.advance(1000) // the people's calls leave the window
    expect(proxy.calls).toHaveLength(15)
    expect(proxy.calls.at(-1)?.url.pathname).toBe('/partner/v1/chains')
    expect(proxy.calls.at(-1)?.atMs).toBe(proxy.now())
  })

  test('behavior: refreshes take at most their share of a window (UPSTREAM_BACKGROUND_SHARE_PERCENT, 25 %: 5 of 20)', async () => {
    const proxy = createTestProxy({ env: budgetEnv })
    const detail = (n: number) =>
      `/api/31337/tokens/0x${String(n).padStart(40, '0')}`
    for (let n = 1; n <= 7; n++) await proxy.request(detail(n))
    await proxy.advance(60_000)
    for (let n = 1; n <= 7; n++) {
      const response = await proxy.request(detail(n))
      expect(response.headers.get('x-cache')).toBe('stale')
    }
    await proxy.flush()
    expect(proxy.calls).toHaveLength(7 + 5)
    await proxy.advance(60_000)
    expect(proxy.calls).toHaveLength(7 + 7)
  })
})
