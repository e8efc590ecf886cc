import { describe, expect, test } from 'vitest'
import { type EndpointId, endpoints } from '../schema/endpoints'
import { errorBodySchema } from '../schema/errorBody'
import {
  createTestProxy,
  readErrorMessage,
  TEST_API_KEY,
} from './testing/createTestProxy'
import {
  PAYER,
  sampleApiPaths,
  TOKEN_A,
  TOKEN_B,
} from './testing/upstreamFixtures'

// Rules: only the allowlist's forwarded rows reach the upstream, with
// queries parsed by the row's schema and re-serialised. The upstream here is
// an injected fetch standing in for the production service (which cannot
// exist in tests).

const rowsOf = (isForwarded: boolean) =>
  (Object.keys(sampleApiPaths) as (keyof typeof sampleApiPaths)[]).filter(
    (id) => endpoints[id].isForwarded === isForwarded,
  )

describe('allowlist', () => {
  test('behavior: every forwarded GET row is forwarded to the same path upstream with the key', async () => {
    const proxy = createTestProxy()
    const forwarded = rowsOf(true)
    for (const path of forwarded.map((id) => sampleApiPaths[id])) {
      const response = await proxy.request(path)
      expect(response.status, path).toBe(200)
      const call = proxy.calls.at(-1)
      expect(`${call?.url.pathname}${call?.url.search}`).toBe(
        path.slice('/api'.length),
      )
      expect(call?.url.origin).toBe('https://upstream.test')
      expect(call?.headers.get('apikey')).toBe(TEST_API_KEY)
    }
    expect(proxy.calls).toHaveLength(forwarded.length)
  })

  test('behavior: the routes the app does not call are 404 like any unknown path, though the reference service has them', async () => {
    const unforwarded: EndpointId[] = rowsOf(false)
    expect(unforwarded).toEqual(
      expect.arrayContaining([
        'sources',
        'swapTransaction',
        'allowance',
        'spender',
        'approveTransaction',
      ]),
    )
    const proxy = createTestProxy()
    for (const id of rowsOf(false)) {
      const response = await proxy.request(sampleApiPaths[id])
      expect(response.status, id).toBe(404)
      expect(await readErrorMessage(response)).toBe('No such endpoint')
    }
    expect(proxy.calls).toHaveLength(0)
  })

  test('behavior: unknown query parameters are dropped', async () => {
    const proxy = createTestProxy()
    await proxy.request(
      '/api/31337/tokens?page=2&evil=1&apikey=stolen&limit=50&__proto__=x',
    )
    expect(proxy.calls[0]?.url.search).toBe('?page=2&limit=50')
  })

  test('behavior: the upstream query is re-serialised from parsed values, in schema order', async () => {
    const proxy = createTestProxy()
    await proxy.request('/api/31337/tokens?verified=true&limit=%31%30&page=0')
    expect(proxy.calls[0]?.url.search).toBe('?page=0&limit=10&verified=true')
  })

  test('behavior: a row with no query parameters forwards none', async () => {
    const proxy = createTestProxy()
    await proxy.request('/api/partner/v1/chains?chainId=1&x=%2F..%2F')
    expect(proxy.calls[0]?.url.href).toBe(
      'https://upstream.test/partner/v1/chains',
    )
  })

  test('behavior: an invalid query gets 400 with the schema message in the spec error body', async () => {
    const proxy = createTestProxy()
    const response = await proxy.request(
      `/api/swap/v1/31337/quote?src=nope&dst=${TOKEN_B}&amount=1`,
    )
    expect(response.status).toBe(400)
    const body = errorBodySchema.parse(await response.json())
    expect(body).toMatchObject({
      statusCode: 400,
      message: 'src must be an Ethereum address',
      error: 'Bad Request',
      path: '/api/swap/v1/31337/quote',
    })
    expect(proxy.calls).toHaveLength(0)
  })

  test('behavior: the spec messages for amount and slippage come through', async () => {
    const proxy = createTestProxy()
    const base = `/api/partner/v1/31337/quote?src=${TOKEN_A}&dst=${TOKEN_B}&payer=${PAYER}`
    const amount = await proxy.request(`${base}&amount=-1&slippage=1`)
    expect(await readErrorMessage(amount)).toBe(
      'amount should be positive integer string',
    )
    const slippage = await proxy.request(`${base}&amount=1&slippage=51`)
    expect(await readErrorMessage(slippage)).toBe(
      'slippage must not be greater than 50',
    )
    expect(proxy.calls).toHaveLength(0)
  })

  test('behavior: a parameter given twice is refused, not guessed', async () => {
    const proxy = createTestProxy()
    const response = await proxy.request('/api/31337/tokens?page=1&page=2')
    expect(response.status).toBe(400)
    expect(await readErrorMessage(response)).toBe('page must be given once')
    expect(proxy.calls).toHaveLength(0)
  })

  test.each([
    '/api/admin',
    '/api/',
    '/api',
    '/api/partner/v1/chains/extra',
    '/api/partner/v1/abc/quote',
    '/api/partner/v1/0/quote',
    '/api/partner/v1/1.5/quote',
    '/api/31337/tokens/0x123',
    '/api/partner%2Fv1/chains',
    '/api/partner/v1%2Fchains',
    '/api/31337/tokens/%2e%2e%2fadmin',
    '/api/partner//v1/chains',
    '/api//partner/v1/chains',
    '/api/partner/v1/chains/',
    '/api/%2F%2Fevil.example/x',
    `/api/31337/tokens/${'a'.repeat(300)}`,
    '/api/http:%2F%2Fevil.example/partner/v1/chains',
  ])(
    'behavior: %s is 404 in the spec error body and never reaches the upstream',
    async (path) => {
      const proxy = createTestProxy()
      const response = await proxy.request(path)
      expect(response.status).toBe(404)
      const body = errorBodySchema.parse(await response.json())
      expect(body.statusCode).toBe(404)
      expect(body.error).toBe('Not Found')
      expect(proxy.calls).toHaveLength(0)
    },
  )

  test('behavior: a method the row does not have is 404', async () => {
    const proxy = createTestProxy()
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await proxy.request('/api/partner/v1/chains', { method })
      expect(response.status, method).toBe(404)
    }
    const get = await proxy.request('/api/partner/v1/executions')
    expect(get.status).toBe(404)
    expect(proxy.calls).toHaveLength(0)
  })

  test('behavior: an oversize query string is 414 and never reaches the upstream', async () => {
    const proxy = createTestProxy()
    const response = await proxy.request(
      `/api/31337/tokens?page=1&pad=${'x'.repeat(3000)}`,
    )
    expect(response.status).toBe(414)
    expect(errorBodySchema.parse(await response.json()).statusCode).toBe(414)
    expect(proxy.calls).toHaveLength(0)
  })

  test('behavior: the upstream URL is built from the template, so dot segments cannot move it', async () => {
    const proxy = createTestProxy()
    const response = await proxy.request(
      '/api/partner/v1/31337/../../v1/chains',
    )
    // URL parsing folds the dots before routing; what is left must be a row.
    expect(response.status).toBe(200)
    expect(proxy.calls[0]?.url.href).toBe(
      'https://upstream.test/partner/v1/chains',
    )
  })
})
