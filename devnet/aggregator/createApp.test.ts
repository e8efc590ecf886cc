import { describe, expect, test } from 'vitest'
import { buildPath, type EndpointId, endpoints } from '../../schema/endpoints'
import { errorBodySchema } from '../../schema/errorBody'
import { specMessages } from '../../schema/messages'
import { createApp, DEFAULT_API_KEY } from './createApp'
import { setupAggregatorHarness } from './testing/setupAggregatorHarness'

const harness = setupAggregatorHarness()
const frozenNow = Date.parse('2030-01-02T03:04:05.000Z')

function expectErrorBody(
  body: unknown,
  expected: { statusCode: number; message: string; path: string },
) {
  const parsed = errorBodySchema.parse(body)
  expect(Object.keys(body as object).sort()).toEqual([
    'error',
    'message',
    'path',
    'statusCode',
    'timestamp',
  ])
  expect(parsed).toMatchObject(expected)
  return parsed
}

function samplePath(id: EndpointId) {
  return buildPath({
    id,
    params: {
      chainId: 31337,
      address: harness.devnet.world.tokens.WETH.address,
    },
  })
}

describe('authentication', () => {
  const keyed = (Object.keys(endpoints) as EndpointId[]).filter(
    (id) => id !== 'health',
  )

  test.each(keyed)('behavior: %s without a key answers 401', async (id) => {
    const path = samplePath(id)
    const response = await harness.app.request(path, {
      method: endpoints[id].method,
    })
    expect(response.status).toBe(401)
    expectErrorBody(await response.json(), {
      statusCode: 401,
      message: 'Missing API key',
      path,
    })
  })

  test('behavior: a wrong key answers 401 with the error body', async () => {
    harness.clock.set(frozenNow)
    const response = await harness.app.request('/partner/v1/chains', {
      headers: { apikey: 'not-a-key' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchInlineSnapshot(`
      {
        "error": "Unauthorized",
        "message": "Invalid API key",
        "path": "/partner/v1/chains",
        "statusCode": 401,
        "timestamp": "2030-01-02T03:04:05.000Z",
      }
    `)
  })

  test('behavior: partnerId is the partner the key belongs to', async () => {
    const { devnet } = harness
    const app = createApp({
      client: devnet.publicClient,
      world: devnet.world,
      apiKeys: new Map([
        ['key-one', 'partner-one'],
        ['key-two', 'partner-two'],
      ]),
    })
    const { WETH, USDC } = devnet.world.tokens
    const path =
      `/partner/v1/31337/quote?src=${WETH.address}&dst=${USDC.address}` +
      `&amount=1000000000000000000&payer=${devnet.world.seededAccounts[0]}` +
      '&slippage=1'
    const keys: [string, string][] = [
      ['key-one', 'partner-one'],
      ['key-two', 'partner-two'],
    ]
    for (const [key, partnerId] of keys) {
      const response = await app.request(path, { headers: { apikey: key } })
      const quote = endpoints.partnerQuote.response.parse(await response.json())
      expect(quote.partnerId).toBe(partnerId)
    }
    const refused = await app.request(path, {
      headers: { apikey: DEFAULT_API_KEY },
    })
    expect(refused.status).toBe(401)
  })

  test('behavior: health, docs and logos need no key', async () => {
    const health = await harness.app.request('/health')
    expect(health.status).toBe(200)
    expect(endpoints.health.response.parse(await health.json())).toEqual({
      healthy: true,
    })
    const docs = await harness.app.request('/docs')
    expect(docs.status).toBe(200)
    expect(await docs.text()).toContain('/partner/v1/:chainId/quote')
    const logo = await harness.app.request('/logos/weth.svg')
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect(await logo.text()).toMatch(/^<svg[^>]*>.*WETH.*<\/svg>$/)
  })
})

describe('rate limit', () => {
  function createLimitedApp() {
    const { devnet } = harness
    return createApp({
      client: devnet.publicClient,
      world: devnet.world,
      clock: harness.clock,
      clientKeyOf: (c) => c.req.header('x-test-client') ?? 'anonymous',
    })
  }

  test('behavior: 20 requests per 60 s per client by default, then 429 with Retry-After', async () => {
    harness.clock.set(frozenNow)
    const app = createLimitedApp()
    const send = (client: string) =>
      app.request('/partner/v1/chains', {
        headers: { apikey: DEFAULT_API_KEY, 'x-test-client': client },
      })
    for (let index = 0; index < 20; index++) {
      expect((await send('a')).status).toBe(200)
    }
    harness.clock.set(frozenNow + 15_000)
    const refused = await send('a')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('45')
    expectErrorBody(await refused.json(), {
      statusCode: 429,
      message: 'ThrottlerException: Too Many Requests',
      path: '/partner/v1/chains',
    })
    expect((await send('b')).status).toBe(200)

    harness.clock.set(frozenNow + 60_000)
    expect((await send('a')).status).toBe(200)
  })

  test('behavior: unauthenticated requests count too', async () => {
    harness.clock.set(frozenNow)
    const app = createLimitedApp()
    for (let index = 0; index < 20; index++) {
      expect((await app.request('/partner/v1/chains')).status).toBe(401)
    }
    expect((await app.request('/partner/v1/chains')).status).toBe(429)
  })

  test('behavior: the limit is configurable', async () => {
    const { devnet } = harness
    const app = createApp({
      client: devnet.publicClient,
      world: devnet.world,
      clock: harness.clock,
      rateLimit: { limit: 2, windowMs: 1_000 },
    })
    harness.clock.set(frozenNow)
    const send = () =>
      app.request('/health', { headers: { apikey: DEFAULT_API_KEY } })
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(200)
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
  })

  test('behavior: POST /__devnet/rate-limit/reset (with the key) gives every client a fresh window', async () => {
    harness.clock.set(frozenNow)
    const app = createLimitedApp()
    const send = () =>
      app.request('/partner/v1/chains', {
        headers: { apikey: DEFAULT_API_KEY, 'x-test-client': 'a' },
      })
    for (let index = 0; index < 20; index++) await send()
    expect((await send()).status).toBe(429)
    const reset = (headers: Record<string, string>) =>
      app.request('/__devnet/rate-limit/reset', { method: 'POST', headers })
    expect((await reset({})).status).toBe(401)
    expect((await send()).status).toBe(429)
    expect((await reset({ apikey: DEFAULT_API_KEY })).status).toBe(204)
    for (let index = 0; index < 20; index++) {
      expect((await send()).status).toBe(200)
    }
    expect((await send()).status).toBe(429)
  })

  test('behavior: the reset is absent when devnet controls are off', async () => {
    const { devnet } = harness
    const app = createApp({
      client: devnet.publicClient,
      world: devnet.world,
      isDevnetControlEnabled: false,
    })
    const response = await app.request('/__devnet/rate-limit/reset', {
      method: 'POST',
      headers: { apikey: DEFAULT_API_KEY },
    })
    expect(response.status).toBe(404)
  })
})

describe('errors', () => {
  test('behavior: an unknown chain answers 404 Chain not found on every chain endpoint', async () => {
    const chainEndpoints = (Object.keys(endpoints) as EndpointId[]).filter(
      (id) => endpoints[id].path.includes(':chainId'),
    )
    for (const id of chainEndpoints) {
      const path = buildPath({
        id,
        params: {
          chainId: 1,
          address: harness.devnet.world.tokens.DAI.address,
        },
      })
      const { status, body } = await harness.call(path)
      expect(status, id).toBe(404)
      expectErrorBody(body, {
        statusCode: 404,
        message: specMessages.chainNotFound,
        path,
      })
    }
    const { status } = await harness.call('/swap/v1/abc/quote')
    expect(status).toBe(404)
  })

  test('behavior: an unknown path answers 404 with the error body', async () => {
    const { status, body } = await harness.call('/swap/v2/31337/quote')
    expect(status).toBe(404)
    expectErrorBody(body, {
      statusCode: 404,
      message: 'Cannot GET /swap/v2/31337/quote',
      path: '/swap/v2/31337/quote',
    })
  })

  test('behavior: a failing chain gives 500 without internals, and unhealthy', async () => {
    const { devnet } = harness
    const errors: unknown[] = []
    const { createPublicClient, http } = await import('viem')
    const client = createPublicClient({
      transport: http('http://127.0.0.1:9', { retryCount: 0 }),
    })
    const app = createApp({
      client,
      world: devnet.world,
      onError: (error) => errors.push(error),
    })
    const { WETH, USDC } = devnet.world.tokens
    const path = `/swap/v1/31337/quote?src=${WETH.address}&dst=${USDC.address}&amount=1000`
    const response = await app.request(path, {
      headers: { apikey: DEFAULT_API_KEY },
    })
    expect(response.status).toBe(500)
    expectErrorBody(await response.json(), {
      statusCode: 500,
      message: 'Internal server error',
      path: '/swap/v1/31337/quote',
    })
    expect(errors).toHaveLength(1)
    const health = await app.request('/health')
    expect(await health.json()).toEqual({ healthy: false })
  })
})

describe('devnet controls', () => {
  test('behavior: settings can be switched over HTTP with the key', async () => {
    const post = (body: unknown) =>
      harness.call('/__devnet/settings', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      })
    const updated = await post({
      txType: 'legacy',
      operationalStatus: 'DEGRADED',
    })
    expect(updated.status).toBe(200)
    expect(harness.settings.get()).toMatchObject({
      txType: 'legacy',
      operationalStatus: 'DEGRADED',
    })
    expect((await post({ txType: 'eip2930' })).status).toBe(400)
    const refused = await harness.app.request('/__devnet/settings')
    expect(refused.status).toBe(401)
  })
})
