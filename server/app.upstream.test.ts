import { describe, expect, test } from 'vitest'
import { errorBodySchema } from '../schema/errorBody'
import {
  createTestProxy,
  fixtureHandler,
  json,
  readErrorMessage,
  TEST_API_KEY,
} from './testing/createTestProxy'
import { sampleApiPaths } from './testing/upstreamFixtures'

// Rules: what crosses to the upstream (only our headers) and what comes back
// (JSON only, errors passed through, redirects and timeouts turned into 502
// and 504). The upstream is an injected fetch standing in for the production
// service, which cannot exist in tests.

const quotePath = sampleApiPaths.partnerQuote

describe('upstream exchange', () => {
  test('behavior: client credentials and hop-by-hop headers never reach the upstream', async () => {
    const proxy = createTestProxy()
    await proxy.request(quotePath, {
      headers: {
        apikey: 'client-supplied-key',
        authorization: 'Bearer client-token',
        cookie: 'session=abc',
        'proxy-authorization': 'Basic eA==',
        'proxy-connection': 'keep-alive',
        te: 'trailers',
        connection: 'keep-alive, x-secret',
        'keep-alive': 'timeout=5',
        upgrade: 'websocket',
        host: 'evil.example',
        'x-secret': 'hop',
        'x-forwarded-for': '10.0.0.1',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        'x-real-ip': '10.0.0.2',
        forwarded: 'for=10.0.0.3',
        'user-agent': 'curl/8',
        'accept-language': 'en',
      },
    })
    const headers = proxy.calls[0]?.headers
    expect([...(headers?.keys() ?? [])].sort()).toEqual([
      'accept',
      'apikey',
      'x-request-id',
    ])
    expect(headers?.get('apikey')).toBe(TEST_API_KEY)
  })

  test('behavior: redirects are not followed; a 3xx from the upstream is 502', async () => {
    const proxy = createTestProxy({
      handler: () =>
        new Response(null, {
          status: 302,
          headers: { location: 'https://evil.example/' },
        }),
    })
    const response = await proxy.request(quotePath)
    expect(proxy.calls[0]?.redirect).toBe('manual')
    expect(response.status).toBe(502)
    expect(response.headers.get('location')).toBeNull()
    expect(await readErrorMessage(response)).toBe(
      'Upstream answered with a redirect',
    )
  })

  test('behavior: an upstream that does not answer in time gives 504 in the spec error body', async () => {
    const proxy = createTestProxy({
      env: { UPSTREAM_TIMEOUT_MS: '30' },
      handler: (_call, signal) =>
        new Promise((_, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason))
        }),
    })
    const response = await proxy.request(quotePath)
    expect(response.status).toBe(504)
    const body = errorBodySchema.parse(await response.json())
    expect(body).toMatchObject({ statusCode: 504, error: 'Gateway Timeout' })
  })

  test('behavior: the deadline holds even when the upstream fetch ignores abort', async () => {
    const proxy = createTestProxy({
      env: { UPSTREAM_TIMEOUT_MS: '30' },
      handler: () => new Promise(() => {}),
    })
    expect((await proxy.request(quotePath)).status).toBe(504)
  })

  test('behavior: malformed upstream JSON is 502 in the spec error body', async () => {
    for (const status of [200, 400, 500]) {
      const proxy = createTestProxy({
        handler: () => new Response('<html>oops</html>', { status }),
      })
      const response = await proxy.request(quotePath)
      expect(response.status).toBe(502)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(await readErrorMessage(response)).toBe(
        'Upstream answered with malformed JSON',
      )
    }
  })

  test('behavior: an unreachable upstream is 502', async () => {
    const proxy = createTestProxy({
      handler: () => {
        throw new TypeError('fetch failed')
      },
    })
    const response = await proxy.request(quotePath)
    expect(response.status).toBe(502)
    expect(await readErrorMessage(response)).toBe('Upstream is unreachable')
  })

  test('behavior: upstream errors keep their status and message, rebuilt as the spec error body', async () => {
    const errorBody = {
      statusCode: 400,
      message: 'No route found for the given token pair',
      error: 'Bad Request',
      timestamp: '2020-01-01T00:00:00.000Z',
      path: '/partner/v1/31337/quote',
      stack: 'Error: at /srv/internal/router.js:12',
      upstreamHost: 'db-7.internal',
    }
    for (const status of [400, 404, 500, 503]) {
      const text = JSON.stringify({ ...errorBody, statusCode: status })
      const proxy = createTestProxy({
        handler: () => new Response(text, { status }),
      })
      const response = await proxy.request(quotePath)
      expect(response.status).toBe(status)
      const body = (await response.json()) as Record<string, unknown>
      expect(Object.keys(body).sort()).toEqual([
        'error',
        'message',
        'path',
        'statusCode',
        'timestamp',
      ])
      expect(body).toMatchObject({
        statusCode: status,
        message: 'No route found for the given token pair',
        path: '/api/partner/v1/31337/quote',
        timestamp: new Date(proxy.now()).toISOString(),
      })
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  test('behavior: a long, listed or missing upstream message is capped, joined or generic', async () => {
    const proxy = createTestProxy({
      handler: () =>
        json({ message: `${'x'.repeat(5000)} ${TEST_API_KEY}` }, 400),
    })
    const long = await readErrorMessage(await proxy.request(quotePath))
    expect(long).toHaveLength(200)
    expect(long.endsWith('…')).toBe(true)

    proxy.setHandler(() =>
      json({ message: ['amount must be positive', 'src is\ninvalid'] }, 400),
    )
    expect(await readErrorMessage(await proxy.request(quotePath))).toBe(
      'amount must be positive; src is invalid',
    )

    proxy.setHandler(() => json({ detail: 'secret' }, 500))
    expect(await readErrorMessage(await proxy.request(quotePath))).toBe(
      'Upstream error',
    )
    proxy.setHandler(() => json({ message: `bad key ${TEST_API_KEY}` }, 400))
    expect(await readErrorMessage(await proxy.request(quotePath))).toBe(
      'bad key [redacted]',
    )
  })

  test('behavior: an upstream 401 or 403 is a generic 502 for the browser and a log line for the operator', async () => {
    for (const status of [401, 403]) {
      const proxy = createTestProxy({
        handler: () =>
          json({ statusCode: status, message: 'Invalid API key abc' }, status),
      })
      const response = await proxy.request(quotePath)
      expect(response.status).toBe(502)
      expect(await readErrorMessage(response)).toBe(
        'Upstream refused the request',
      )
      const warning = proxy.logLines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg === 'upstream refused the partner key')
      expect(warning).toMatchObject({ upstreamStatus: status })
    }
  })

  test('behavior: upstream response headers are not copied to the browser', async () => {
    const proxy = createTestProxy({
      handler: () =>
        json({ dstAmount: '1' }, 200, {
          'set-cookie': 'upstream=1',
          'access-control-allow-origin': '*',
          server: 'upstream/1.0',
        }),
    })
    const response = await proxy.request(sampleApiPaths.swapQuote)
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('server')).toBeNull()
  })

  test('behavior: a 200 that breaks the contract is 502', async () => {
    const proxy = createTestProxy({
      handler: () => json({ dstAmount: 'lots', tx: 'nope' }),
    })
    const response = await proxy.request(quotePath)
    expect(response.status).toBe(502)
    expect(await readErrorMessage(response)).toBe(
      'Upstream answer does not match the API contract',
    )
  })

  test('behavior: a valid answer is forwarded byte for byte', async () => {
    const text = '{ "dstAmount" : "12",  "extra": [1, 2] }'
    const proxy = createTestProxy({ handler: () => new Response(text) })
    const response = await proxy.request(sampleApiPaths.swapQuote)
    expect(await response.text()).toBe(text)
  })

  test('behavior: upstream 429 passes through with its Retry-After and pauses every route', async () => {
    const limited = {
      statusCode: 429,
      message: 'ThrottlerException: Too Many Requests',
      error: 'Too Many Requests',
      timestamp: '2025-06-01T12:00:00.000Z',
      path: '/partner/v1/31337/quote',
    }
    const proxy = createTestProxy({
      handler: () => json(limited, 429, { 'retry-after': '30' }),
    })
    const first = await proxy.request(quotePath)
    expect(first.status).toBe(429)
    expect(first.headers.get('retry-after')).toBe('30')
    expect(await first.json()).toEqual({
      ...limited,
      timestamp: new Date(proxy.now()).toISOString(),
      path: '/api/partner/v1/31337/quote',
    })

    proxy.advance(10_000)
    const paused = await proxy.request(sampleApiPaths.swapQuote)
    expect(paused.status).toBe(429)
    expect(paused.headers.get('retry-after')).toBe('20')
    expect(errorBodySchema.parse(await paused.json()).statusCode).toBe(429)
    expect(proxy.calls).toHaveLength(1)

    // The paused request's slot was kept for it: retried then, it is served.
    await proxy.advance(20_000)
    proxy.setHandler(() => json({ dstAmount: '1' }))
    expect((await proxy.request(sampleApiPaths.swapQuote)).status).toBe(200)
    expect(proxy.calls).toHaveLength(2)
  })

  test('behavior: an upstream 429 without Retry-After pauses for one budget window', async () => {
    const proxy = createTestProxy({
      env: { UPSTREAM_BUDGET_WINDOW_SECONDS: '45' },
      handler: () => json({ statusCode: 429, message: 'slow down' }, 429),
    })
    const response = await proxy.request(quotePath)
    expect(response.headers.get('retry-after')).toBe('45')
  })

  test.each([
    ['delta-seconds', () => '999999999'],
    ['an HTTP date', () => new Date(Date.UTC(2099, 0, 1)).toUTCString()],
  ])(
    'behavior: an upstream Retry-After in %s pauses for one budget window at most',
    async (_, retryAfter) => {
      const proxy = createTestProxy({
        env: { UPSTREAM_BUDGET_WINDOW_SECONDS: '60' },
        handler: () =>
          json({ message: 'slow' }, 429, { 'retry-after': retryAfter() }),
      })
      const response = await proxy.request(quotePath)
      expect(response.status).toBe(429)
      expect(response.headers.get('retry-after')).toBe('60')

      proxy.advance(40_000)
      const paused = await proxy.request(sampleApiPaths.swapQuote)
      expect(paused.headers.get('retry-after')).toBe('20')
      expect(proxy.calls).toHaveLength(1)

      // Within the queue's deadline of the pause's end: it waits for it.
      await proxy.advance(19_000)
      proxy.setHandler(fixtureHandler)
      const waiting = proxy.request(sampleApiPaths.dexCompare)
      await proxy.flush()
      expect(proxy.calls).toHaveLength(1)
      await proxy.advance(1_000)
      expect((await waiting).status).toBe(200)
      expect(proxy.calls).toHaveLength(2)
    },
  )

  test('behavior: an upstream 429 with an HTTP-date Retry-After becomes seconds', async () => {
    const proxy = createTestProxy()
    const at = new Date(proxy.now() + 12_000).toUTCString()
    proxy.setHandler(() =>
      json({ message: 'slow' }, 429, { 'retry-after': at }),
    )
    const response = await proxy.request(quotePath)
    expect(response.headers.get('retry-after')).toBe('12')
  })

  test('behavior: an upstream 204 passes through without a body', async () => {
    const proxy = createTestProxy()
    await proxy.request(quotePath)
    proxy.setHandler(() => new Response(null, { status: 204 }))
    const response = await proxy.request('/api/partner/v1/executions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        quoteId: 'q-1',
        chainId: 31337,
        transactionHash: `0x${'11'.repeat(32)}`,
        status: 'SUBMITTED',
      }),
    })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })
})
