import { describe, expect, test } from 'vitest'
import { createTestProxy, json, TEST_API_KEY } from './testing/createTestProxy'
import {
  PAYER,
  sampleApiPaths,
  sampleExecutionReport,
} from './testing/upstreamFixtures'

// Rules: one JSON log line per request with its id, and the partner key in no
// response body, header or log line, whatever happens. The upstream is an
// injected fetch standing in for the production service, which cannot exist
// in tests.

describe('logs', () => {
  test('behavior: one JSON line per request, with the id the response carries', async () => {
    const proxy = createTestProxy()
    const response = await proxy.request(sampleApiPaths.partnerQuote)
    const requestId = response.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(proxy.logLines).toHaveLength(1)
    const line = JSON.parse(proxy.logLines[0] ?? '')
    expect(line).toEqual({
      time: '2025-06-01T12:00:00.000Z',
      level: 'info',
      msg: 'request',
      requestId,
      method: 'GET',
      path: '/api/partner/v1/31337/quote',
      status: 200,
      durationMs: 0,
      endpoint: 'partnerQuote',
      cache: 'bypass',
      lane: 'quote',
      upstreamStatus: 200,
    })
    expect(proxy.calls[0]?.headers.get('x-request-id')).toBe(requestId)
  })

  test('behavior: cache hits, refusals and upstream failures are told apart', async () => {
    const proxy = createTestProxy({ env: { CLIENT_LIMIT: '1' } })
    await proxy.request(sampleApiPaths.chains)
    await proxy.request(sampleApiPaths.chains)
    await proxy.request(sampleApiPaths.swapQuote)
    const lines = proxy.logLines.map((l) => JSON.parse(l))
    expect(lines.map((l) => [l.cache, l.status, l.limit])).toEqual([
      ['miss', 200, undefined],
      ['hit', 200, undefined],
      ['bypass', 429, 'client-limit'],
    ])
  })

  test('behavior: a sane incoming X-Request-Id is kept, a hostile one replaced', async () => {
    const proxy = createTestProxy()
    const kept = await proxy.request('/healthz', {
      headers: { 'x-request-id': 'trace-1234abcd' },
    })
    expect(kept.headers.get('x-request-id')).toBe('trace-1234abcd')
    const replaced = await proxy.request('/healthz', {
      headers: { 'x-request-id': 'a"}\\n{"level":"fake' },
    })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('behavior: users’ addresses and query values stay out of the logs', async () => {
    const proxy = createTestProxy()
    await proxy.request(sampleApiPaths.partnerQuote)
    await proxy.request(sampleApiPaths.dexCompare)
    const text = proxy.logLines.join('\n').toLowerCase()
    expect(text).not.toContain(PAYER.toLowerCase())
    expect(text).not.toContain('slippage')
  })
})

describe('the key', () => {
  test('behavior: appears in no response body, header or log line', async () => {
    const proxy = createTestProxy({
      env: {
        CLIENT_LIMIT: '3',
        CORS_ORIGINS: 'https://partner.example',
        UPSTREAM_TIMEOUT_MS: '20',
      },
    })
    const seen: string[] = []
    const record = async (response: Response) => {
      seen.push(String(response.status))
      for (const [name, value] of response.headers)
        seen.push(`${name}: ${value}`)
      seen.push(await response.text())
    }
    const scenarios: Array<() => Promise<Response>> = [
      () => proxy.request(sampleApiPaths.partnerQuote),
      () =>
        proxy.request(sampleApiPaths.chains, {
          headers: { origin: 'https://partner.example' },
        }),
      () => proxy.request('/api/nope'),
      () => proxy.request('/api/swap/v1/31337/quote?src=bad'),
      () =>
        proxy.request('/api/partner/v1/executions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(sampleExecutionReport),
        }),
      () => proxy.request('/healthz'),
      () => proxy.request('/'),
    ]
    for (const scenario of scenarios) await record(await scenario())

    // An upstream that echoes the key it was sent, in errors and successes.
    proxy.setHandler(({ headers }) =>
      json(
        { statusCode: 401, message: `bad key ${headers.get('apikey')}` },
        401,
      ),
    )
    await record(
      await proxy.request(sampleApiPaths.partnerQuote, {}, '192.0.2.50'),
    )
    proxy.setHandler(({ headers }) =>
      json({ dstAmount: '1', note: headers.get('apikey') }),
    )
    await record(
      await proxy.request(sampleApiPaths.swapQuote, {}, '192.0.2.51'),
    )
    proxy.setHandler(
      ({ headers }) => new Response(`not json ${headers.get('apikey')}`),
    )
    await record(
      await proxy.request(sampleApiPaths.dexCompare, {}, '192.0.2.52'),
    )
    proxy.setHandler(() => new Promise(() => {}))
    for (let i = 0; i < 4; i++) {
      await record(
        await proxy.request(sampleApiPaths.swapQuote, {}, '192.0.2.53'),
      )
    }

    expect(proxy.calls.length).toBeGreaterThan(3)
    const everything = [...seen, ...proxy.logLines].join('\n')
    expect(everything).not.toContain(TEST_API_KEY)
    expect(seen.join('\n')).toContain('[redacted]')
  })
})
