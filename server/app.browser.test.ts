import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { errorBodySchema } from '../schema/errorBody'
import { createTestProxy, json } from './testing/createTestProxy'
import { sampleApiPaths } from './testing/upstreamFixtures'

// Rules for what browsers get: CORS allowlist, security headers per path, the
// built SPA with honest caching, /healthz. The upstream is an injected fetch
// standing in for the production service, which cannot exist in tests.

let staticDir = ''
const indexHtml = '<!doctype html><title>app</title>'
const embedHtml = '<!doctype html><title>widget</title>'
// As the build writes it: the entry's stylesheet inlined (paintShellFirst).
const styledHtml =
  '<!doctype html><title>styled</title><style>.card{color:red}</style>'

beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'proxy-static-'))
  mkdirSync(join(staticDir, 'assets'))
  writeFileSync(join(staticDir, 'index.html'), indexHtml)
  writeFileSync(join(staticDir, 'embed.html'), embedHtml)
  writeFileSync(join(staticDir, 'styled.html'), styledHtml)
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg/>')
  writeFileSync(join(staticDir, 'assets', 'main-Ab12Cd34.js'), 'console.log(1)')
  writeFileSync(join(staticDir, '.env'), 'SECRET=1')
})

const env = {
  CORS_ORIGINS: 'https://partner-app.example',
  WIDGET_PARTNER_ORIGINS: 'https://shop.example,https://dex.example',
  RPC_URLS: '1=https://rpc.example/v1/abc,31337=http://127.0.0.1:8545',
  WALLETCONNECT_PROJECT_ID: 'abc123def456',
}
const html = { headers: { accept: 'text/html,application/xhtml+xml' } }

describe('CORS', () => {
  test('behavior: an allowlisted origin may read answers', async () => {
    const proxy = createTestProxy({ env })
    const response = await proxy.request(sampleApiPaths.chains, {
      headers: { origin: 'https://partner-app.example' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(
      'https://partner-app.example',
    )
    expect(response.headers.get('access-control-expose-headers')).toContain(
      'Retry-After',
    )
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(response.headers.get('vary')).toContain('Origin')
  })

  test('behavior: an allowlisted preflight is answered without the upstream', async () => {
    const proxy = createTestProxy({ env })
    const response = await proxy.request('/api/partner/v1/executions', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner-app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toBe(
      'GET, POST',
    )
    expect(response.headers.get('access-control-allow-headers')).toContain(
      'Content-Type',
    )
    // A cross-origin app may name the flow its re-quote continues.
    expect(response.headers.get('access-control-allow-headers')).toContain(
      'X-Swap-Flow',
    )
    expect(proxy.calls).toHaveLength(0)
  })

  test('behavior: other origins are refused before spending any budget', async () => {
    const proxy = createTestProxy({ env })
    const refusedHeaders: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of refusedHeaders) {
      const response = await proxy.request(sampleApiPaths.swapQuote, {
        headers,
      })
      expect(response.status).toBe(403)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(errorBodySchema.parse(await response.json()).message).toBe(
        'Origin not allowed',
      )
    }
    expect(proxy.calls).toHaveLength(0)
  })

  test('behavior: same-origin pages need nothing', async () => {
    const proxy = createTestProxy({ env })
    const sameOriginHeaders: Record<string, string>[] = [
      {},
      { origin: 'http://localhost' },
      { origin: 'https://app.example', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ]
    for (const headers of sameOriginHeaders) {
      const response = await proxy.request(sampleApiPaths.swapQuote, {
        headers,
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    }
  })
})

describe('Sec-Fetch-Dest', () => {
  test.each(['image', 'script', 'style', 'iframe'])(
    'behavior: a same-origin %s request is refused before any counter or budget is touched',
    async (dest) => {
      const proxy = createTestProxy({
        env: { ...env, CLIENT_REQUEST_LIMIT: '1' },
      })
      const headers = {
        'sec-fetch-site': 'same-origin',
        'sec-fetch-dest': dest,
      }
      for (let i = 0; i < 3; i++) {
        const response = await proxy.request(sampleApiPaths.swapQuote, {
          headers,
        })
        expect(response.status).toBe(403)
        expect(errorBodySchema.parse(await response.json()).message).toBe(
          'The API answers fetch requests only',
        )
      }
      expect(proxy.calls).toHaveLength(0)
      // The client's one request per window is still unspent.
      const fetched = await proxy.request(sampleApiPaths.swapQuote, {
        headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' },
      })
      expect(fetched.status).toBe(200)
    },
  )

  test('behavior: fetch() (dest empty) and clients that send no Sec-Fetch-Dest are served', async () => {
    const proxy = createTestProxy({ env })
    const variants: Record<string, string>[] = [
      { 'sec-fetch-dest': 'empty' },
      {},
    ]
    for (const headers of variants) {
      const response = await proxy.request(sampleApiPaths.chains, { headers })
      expect(response.status).toBe(200)
    }
  })
})

describe('security headers', () => {
  const appCsp =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' https://rpc.example http://127.0.0.1:8545 wss://relay.walletconnect.org; frame-src https://verify.walletconnect.org; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; object-src 'none'"

  test('behavior: the app gets a strict CSP and may not be framed', async () => {
    const proxy = createTestProxy({ env, staticDir })
    const response = await proxy.request('/', html)
    expect(await response.text()).toBe(indexHtml)
    expect(response.headers.get('content-security-policy')).toBe(appCsp)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
  })

  test('behavior: without WalletConnect, no relay may be reached and nothing framed', async () => {
    const proxy = createTestProxy({
      env: { RPC_URLS: '1=https://rpc.example/v1/abc' },
      staticDir,
    })
    for (const path of ['/', '/embed.html']) {
      const csp =
        (await proxy.request(path, html)).headers.get(
          'content-security-policy',
        ) ?? ''
      expect(csp, path).toContain("connect-src 'self' https://rpc.example;")
      expect(csp, path).toContain("frame-src 'none';")
      expect(csp, path).not.toContain('walletconnect')
    }
  })

  test('behavior: the widget entry may be framed by the partner allowlist only', async () => {
    const proxy = createTestProxy({ env, staticDir })
    const response = await proxy.request('/embed.html', html)
    expect(await response.text()).toBe(embedHtml)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(
      'frame-ancestors https://shop.example https://dex.example;',
    )
    expect(csp).toContain("script-src 'self';")
    expect(response.headers.get('x-frame-options')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('behavior: with no partners, the widget cannot be framed either', async () => {
    const proxy = createTestProxy({ staticDir })
    const response = await proxy.request('/embed.html', html)
    expect(response.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    )
  })

  test('behavior: even with the local reference aggregator, images come from the page itself (its logos through /api/logos/) or data: only', async () => {
    const proxy = createTestProxy({
      staticDir,
      env: { UPSTREAM_URL: 'http://127.0.0.1:8788' },
    })
    const response = await proxy.request('/', html)
    expect(response.headers.get('content-security-policy')).toContain(
      "img-src 'self' data:;",
    )
  })

  test("behavior: a page's own inline stylesheet is allowed by its hash, and nothing else", async () => {
    const proxy = createTestProxy({ env, staticDir })
    const styled = await proxy.request('/styled.html', html)
    const hash = createHash('sha256')
      .update('.card{color:red}')
      .digest('base64')
    expect(styled.headers.get('content-security-policy')).toContain(
      `style-src 'self' 'sha256-${hash}';`,
    )
    // Another page's CSP does not carry that hash.
    const plain = await proxy.request('/', html)
    expect(plain.headers.get('content-security-policy')).toContain(
      "style-src 'self';",
    )
  })

  test('behavior: no CSP anywhere allows inline or eval', async () => {
    const proxy = createTestProxy({ env, staticDir })
    for (const path of [
      '/',
      '/embed.html',
      '/swap/route',
      sampleApiPaths.chains,
      '/healthz',
      '/nope',
    ]) {
      const response = await proxy.request(path, html)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
      expect(csp, path).toMatch(/frame-ancestors/)
      expect(response.headers.get('x-content-type-options'), path).toBe(
        'nosniff',
      )
    }
  })

  test('behavior: scripts and stylesheets carry nosniff and none of the document headers', async () => {
    const proxy = createTestProxy({ env, staticDir })
    for (const path of ['/assets/main-Ab12Cd34.js', '/assets/missing.css']) {
      const response = await proxy.request(path)
      expect(response.headers.get('x-content-type-options'), path).toBe(
        'nosniff',
      )
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'permissions-policy',
        'referrer-policy',
      ]) {
        expect(response.headers.get(name), `${path} ${name}`).toBeNull()
      }
    }
    // A script-looking API path is still an API answer.
    const api = await proxy.request('/api/x.js')
    expect(api.headers.get('content-security-policy')).toContain(
      "default-src 'none'",
    )
  })

  test('behavior: Strict-Transport-Security on https (TLS, or a trusted proxy saying so), never on plain http', async () => {
    const hsts = 'max-age=31536000; includeSubDomains'
    const proxy = createTestProxy({ env, staticDir })
    const behind = createTestProxy({
      env: { ...env, TRUST_PROXY_HOPS: '1' },
      staticDir,
    })
    const https = { headers: { 'x-forwarded-proto': 'https' } }
    const cases = [
      [proxy, '/', {}, false, null],
      [proxy, '/', {}, true, hsts],
      [proxy, sampleApiPaths.chains, {}, true, hsts],
      // Nobody is trusted to say so: a client could.
      [proxy, '/', https, false, null],
      [behind, '/', https, false, hsts],
      [behind, '/healthz', https, false, hsts],
      [behind, '/', { headers: { 'x-forwarded-proto': 'http' } }, false, null],
      // Only the nearest (trusted) hop's word counts.
      [
        behind,
        '/',
        { headers: { 'x-forwarded-proto': 'https, http' } },
        false,
        null,
      ],
      [behind, '/', {}, false, null],
    ] as const
    for (const [instance, path, init, isTls, expected] of cases) {
      const response = await instance.request(path, init, '127.0.0.1', isTls)
      expect(
        response.headers.get('strict-transport-security'),
        `${path} ${JSON.stringify(init)} tls=${isTls}`,
      ).toBe(expected)
    }
  })

  test('behavior: API answers may load nothing and be framed by nobody', async () => {
    const proxy = createTestProxy({ env })
    const response = await proxy.request(sampleApiPaths.chains)
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox",
    )
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('static SPA', () => {
  test('behavior: hashed assets are immutable for a year', async () => {
    const proxy = createTestProxy({ staticDir })
    const response = await proxy.request('/assets/main-Ab12Cd34.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(response.headers.get('content-type')).toBe(
      'text/javascript; charset=utf-8',
    )
  })

  test('behavior: HTML entries are revalidated every time, with ETags', async () => {
    const proxy = createTestProxy({ staticDir })
    for (const path of ['/', '/index.html', '/embed.html']) {
      const response = await proxy.request(path)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
      const etag = response.headers.get('etag') ?? ''
      const again = await proxy.request(path, {
        headers: { 'if-none-match': etag },
      })
      expect(again.status).toBe(304)
    }
  })

  test('behavior: client-side routes that accept HTML get index.html', async () => {
    const proxy = createTestProxy({ staticDir })
    const response = await proxy.request('/swap/31337/ETH-USDC', html)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(indexHtml)
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  test('behavior: missing assets and non-HTML requests are 404, not index.html', async () => {
    const proxy = createTestProxy({ staticDir })
    expect((await proxy.request('/assets/gone-123.js', html)).status).toBe(404)
    const data = await proxy.request('/swap/route', {
      headers: { accept: 'application/json' },
    })
    expect(data.status).toBe(404)
    expect(errorBodySchema.parse(await data.json()).statusCode).toBe(404)
  })

  test('behavior: nothing outside the static root, and no dotfiles, is served', async () => {
    const proxy = createTestProxy({ staticDir })
    for (const path of [
      '/.env',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2fpackage.json',
      '/assets/..%2f.env',
      '/assets/%2e%2e/.env',
    ]) {
      const response = await proxy.request(path, html)
      const body = await response.text()
      expect(body, path).not.toContain('SECRET')
      expect(body, path).not.toContain('root:')
    }
  })

  test('behavior: HEAD gets headers without a body', async () => {
    const proxy = createTestProxy({ staticDir })
    const response = await proxy.request('/favicon.svg', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toBe('')
  })
})

type HealthBody = {
  status: string
  upstream: { healthy: boolean | null; checkedAt: string | null }
}
const readHealth = async (response: Response) =>
  (await response.json()) as HealthBody

describe('/healthz', () => {
  test('behavior: reports the proxy alive and whether the upstream answered /health', async () => {
    const proxy = createTestProxy()
    const response = await proxy.request('/healthz')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      status: 'ok',
      upstream: {
        healthy: true,
        checkedAt: new Date(proxy.now()).toISOString(),
      },
      // One instance: the budget's window in its memory since it started.
      store: { mode: 'memory', since: new Date(proxy.now()).toISOString() },
    })
    expect(proxy.calls.map((call) => call.url.pathname)).toEqual(['/health'])
  })

  test('behavior: probes the upstream at most once a minute', async () => {
    const proxy = createTestProxy()
    await Promise.all([proxy.request('/healthz'), proxy.request('/healthz')])
    proxy.advance(30_000)
    await proxy.request('/healthz')
    expect(proxy.calls).toHaveLength(1)
    proxy.advance(31_000)
    await proxy.request('/healthz')
    expect(proxy.calls).toHaveLength(2)
  })

  test('behavior: an unhealthy or silent upstream is reported, the proxy stays 200', async () => {
    const proxy = createTestProxy({ handler: () => json({ healthy: false }) })
    expect(
      (await readHealth(await proxy.request('/healthz'))).upstream.healthy,
    ).toBe(false)
    proxy.advance(61_000)
    proxy.setHandler(() => new Response('down', { status: 503 }))
    const response = await proxy.request('/healthz')
    expect(response.status).toBe(200)
    expect((await readHealth(response)).upstream.healthy).toBe(false)
  })

  test('behavior: with the budget spent, health is unknown rather than probed', async () => {
    const proxy = createTestProxy({
      env: { UPSTREAM_BUDGET: '1', UPSTREAM_EXECUTABLE_RESERVE: '0' },
    })
    await proxy.request(sampleApiPaths.swapQuote)
    const response = await proxy.request('/healthz')
    expect((await readHealth(response)).upstream).toEqual({
      healthy: null,
      checkedAt: null,
    })
    expect(proxy.calls).toHaveLength(1)
  })
})
