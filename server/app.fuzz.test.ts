import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { endpoints, matchEndpoint } from '../schema/endpoints'
import { executionReportSchema } from '../schema/partner'
import { getQueryKeys } from './resolveApiRequest'
import {
  createTestProxy,
  TEST_API_KEY,
  type UpstreamCall,
} from './testing/createTestProxy'
import { sampleExecutionReport, TOKEN_A } from './testing/upstreamFixtures'

// Property: whatever path, query, method and body a client sends, every call
// that reaches the upstream is an allowlist row with only that row's query
// keys, valid values, our headers and a schema-valid body. The upstream is an
// injected fetch that counts calls; it stands in for the production service,
// which cannot exist in tests.

const RUNS = 1000

const allQueryKeys = [
  ...new Set(
    Object.values(endpoints).flatMap((row) => getQueryKeys(row.query)),
  ),
]
const hostileKeys = [
  'apikey',
  '__proto__',
  'constructor',
  'url',
  'redirect',
  'path',
  'host',
  '',
]

const address = fc.oneof(
  fc.constant(TOKEN_A),
  fc.constant('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'),
  fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
  fc.stringMatching(/^0x[0-9a-f]{0,45}$/),
)
const hostileText = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2F',
    '%2f',
    '%2e%2e',
    '//',
    'http://evil.example',
    'https:',
    '@evil.example',
    '\\',
    '%5C',
    '%00',
    '%',
    '%%',
    '?',
    '#',
    '&',
    '=',
    ';',
    '~',
    '%252F',
    'évil',
    '\u202e',
    ' ',
    'a'.repeat(300),
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
)
const value = fc.oneof(
  address,
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1000',
    '1e18',
    '0.5',
    '50',
    '50.0001',
    'true',
    'false',
    '007',
    '',
  ),
  fc.bigInt({ min: 0n, max: 2n ** 260n }).map(String),
  hostileText,
)
const queryKey = fc.oneof(
  fc.constantFrom(...allQueryKeys),
  fc.constantFrom(...hostileKeys),
  fc.string({ maxLength: 8 }),
)

const encodeMaybe = (text: string, encode: boolean) =>
  encode ? encodeURIComponent(text) : text

const query = fc
  .array(fc.tuple(queryKey, value, fc.boolean()), { maxLength: 9 })
  .map((pairs) =>
    pairs
      .map(
        ([k, v, encode]) =>
          `${encodeMaybe(k, encode)}=${encodeMaybe(v, encode)}`,
      )
      .join('&'),
  )

const segment = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'partner',
      'v1',
      'swap',
      'quote',
      'swap',
      'approve',
      'allowance',
      'transaction',
      'spender',
      'dex-compare',
      'tokens',
      'chains',
      'sources',
      'executions',
      'health',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '31337',
      '1',
      '999',
      '0',
      '-1',
      '1.0',
      '0x7a69',
      '99999999999999999',
      '9007199254740993',
    ),
  },
  { weight: 1, arbitrary: address },
  { weight: 2, arbitrary: hostileText },
)

/** Real templates with their parameters filled in, sometimes mutated. */
const templatedPath = fc
  .tuple(
    fc.constantFrom(...Object.values(endpoints).map((row) => row.path)),
    segment,
    address,
    fc.array(fc.tuple(fc.nat(8), segment), { maxLength: 2 }),
  )
  .map(([template, chainId, addr, mutations]) => {
    const parts = template
      .replace(':chainId', chainId)
      .replace(':address', addr)
      .split('/')
    for (const [at, text] of mutations)
      parts.splice(at % (parts.length + 1), 0, text)
    return parts.join('/')
  })

const validValues: Record<string, fc.Arbitrary<string>> = {
  amount: fc.constantFrom('1', '1000', '123456789012345678901234567890'),
  slippage: fc.constantFrom('0', '0.5', '50', '12.3456'),
  page: fc.constantFrom('0', '3'),
  limit: fc.constantFrom('1', '100', '1000'),
  verified: fc.constantFrom('true', 'false'),
  gasPrice: fc.constant('1000000000'),
  gasLimit: fc.constant('300000'),
}

/** Requests a real client would send, plus junk: keeps the property honest. */
const validishRequest = fc
  .tuple(
    fc.constantFrom(...Object.values(endpoints)),
    fc.constantFrom('31337', '1', '999'),
    fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    fc.array(fc.tuple(fc.constantFrom(...hostileKeys, 'x'), hostileText), {
      maxLength: 3,
    }),
  )
  .chain(([row, chainId, addr, junk]) => {
    const keys = getQueryKeys(row.query)
    return fc
      .tuple(
        ...keys.map((key) => validValues[key] ?? address),
        fc.subarray(keys),
      )
      .map((values) => {
        const chosen = values.pop() as string[]
        const pairs = keys
          .map((key, i): [string, string] => [key, values[i] as string])
          .filter(([key], i) => chosen.includes(key) || i < 3)
        const params = new URLSearchParams([...pairs, ...junk])
        return {
          method: row.method,
          prefix: '/api',
          path: row.path.replace(':chainId', chainId).replace(':address', addr),
          query: params.toString(),
          body: JSON.stringify(sampleExecutionReport),
          contentType: 'application/json',
        }
      })
  })

const randomPath = fc
  .array(segment, { minLength: 0, maxLength: 7 })
  .map((parts) => `/${parts.join('/')}`)

const prefix = fc.constantFrom(
  '/api',
  '/api',
  '/api',
  '//api',
  '/API',
  '/api/.',
  '/api/%2e',
  '/apix',
  '',
)

const method = fc.constantFrom(
  'GET',
  'GET',
  'GET',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'PATCH',
)

const body = fc.oneof(
  fc.constant(JSON.stringify(sampleExecutionReport)),
  fc
    .record({ reason: hostileText, quoteId: hostileText })
    .map((change) => JSON.stringify({ ...sampleExecutionReport, ...change })),
  fc.json(),
  hostileText,
)

const fuzzedRequest = fc.record({
  method,
  prefix,
  path: fc.oneof(templatedPath, randomPath),
  query,
  body,
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/json; charset=utf-8',
  ),
})

const request = fc.oneof(
  { weight: 3, arbitrary: fuzzedRequest },
  { weight: 1, arbitrary: validishRequest },
)

function expectAllowed(call: UpstreamCall) {
  expect(call.url.origin).toBe('https://upstream.test')
  expect(call.url.hash).toBe('')
  const match = matchEndpoint(call.method, call.url.pathname)
  expect(match, call.url.href).not.toBeNull()
  if (!match) return
  expect(match.endpoint.isForwarded, call.url.href).toBe(true)
  const keys = [...call.url.searchParams.keys()]
  expect(new Set(keys).size).toBe(keys.length)
  for (const key of keys)
    expect(getQueryKeys(match.endpoint.query)).toContain(key)
  expect(
    match.endpoint.query.safeParse(Object.fromEntries(call.url.searchParams))
      .success,
  ).toBe(true)
  expect([...call.headers.keys()].sort()).toEqual(
    call.method === 'POST'
      ? ['accept', 'apikey', 'content-type', 'x-request-id']
      : ['accept', 'apikey', 'x-request-id'],
  )
  expect(call.headers.get('apikey')).toBe(TEST_API_KEY)
  if (call.method === 'POST') {
    expect(
      executionReportSchema.safeParse(JSON.parse(call.body ?? '')).success,
    ).toBe(true)
  } else {
    expect(call.body).toBeUndefined()
  }
}

describe('fuzz', () => {
  test(`property: of ${RUNS}+ generated requests, only allowlist rows with their own query keys reach the upstream`, async () => {
    const proxy = createTestProxy()
    let sent = 0
    let refusedByUrlParser = 0
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const target = `${r.prefix}${r.path}${r.query ? `?${r.query}` : ''}`
        const before = proxy.calls.length
        let url: URL
        try {
          url = new URL(target, 'http://localhost')
        } catch {
          refusedByUrlParser++
          return
        }
        const hasBody =
          r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH'
        const response = await proxy.request(url.pathname + url.search, {
          method: r.method,
          headers: {
            'content-type': r.contentType,
            cookie: 'a=b',
            apikey: 'client',
          },
          body: hasBody ? r.body : undefined,
        })
        sent++
        await response.arrayBuffer()
        const made = proxy.calls.slice(before)
        expect(made.length).toBeLessThanOrEqual(1)
        for (const call of made) expectAllowed(call)
        if (made.length > 0 || response.status === 200) {
          expect(url.pathname.startsWith('/api/')).toBe(true)
          expect(matchEndpoint(r.method, url.pathname.slice(4))).not.toBeNull()
        }
      }),
      { numRuns: RUNS },
    )
    expect(sent + refusedByUrlParser).toBe(RUNS)
    expect(sent).toBeGreaterThanOrEqual(RUNS * 0.95)
    // Not vacuous: plenty of generated requests were valid and went through.
    expect(proxy.calls.length).toBeGreaterThan(RUNS / 50)
  }, 120_000)

  test(`property: ${RUNS} raw request targets (any characters) reach the upstream only as allowlist rows`, async () => {
    const proxy = createTestProxy()
    const target = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
      // Without its leading slash: the request below adds it.
      fc.tuple(templatedPath, query).map(([p, q]) => `api${p}?${q}`),
      validishRequest.map((r) => `api${r.path}?${r.query}`),
    )
    let answered = 0
    let refusedByRequest = 0
    await fc.assert(
      fc.asyncProperty(target, method, async (raw, m) => {
        const before = proxy.calls.length
        let response: Response
        try {
          response = await proxy.request(`/${raw}`, { method: m })
        } catch {
          // A target the Request constructor refuses never reaches the app.
          refusedByRequest++
          return
        }
        await response.arrayBuffer()
        answered++
        for (const call of proxy.calls.slice(before)) expectAllowed(call)
      }),
      { numRuns: RUNS },
    )
    // Not vacuous: nearly every target was answered by the proxy, and some
    // went through to the upstream, where expectAllowed held. How many
    // varies with the seed (9 to 32 in 14 runs: a random method rarely
    // matches a random path's), so the floor is one: more than ten failed
    // a fresh-clone run on a seed that sent nine.
    expect(answered + refusedByRequest).toBe(RUNS)
    expect(answered).toBeGreaterThanOrEqual(RUNS * 0.95)
    expect(proxy.calls.length).toBeGreaterThan(0)
  }, 120_000)
})
