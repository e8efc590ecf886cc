import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOGO_PATH_PREFIX } from '../schema/constants'
import type { fetchLogo } from './fetchLogo'
import {
  createTestProxy,
  json,
  type UpstreamHandler,
} from './testing/createTestProxy'
import {
  type LogoServer,
  PNG_1X1,
  startLogoServer,
} from './testing/startLogoServer'
import { TOKEN_A, TOKEN_B } from './testing/upstreamFixtures'

// Token logos through the proxy: the list it serves points every logo at
// /api/logos/, and that route fetches, checks and caches the image. The
// upstream is the recorded stand-in; the logo host is a real HTTP server
// on loopback, reachable because the upstream is loopback (a devnet).

let logoServer: LogoServer
const html = { headers: { accept: 'text/html' } }

beforeAll(async () => {
  logoServer = await startLogoServer()
  logoServer.answer('/a.png', { body: PNG_1X1 })
  logoServer.answer('/b.svg', {
    body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
  })
  logoServer.answer('/page.png', { body: '<!doctype html><p>hello' })
})

afterAll(() => logoServer.close())

const listOf = (logos: Record<string, unknown>): UpstreamHandler => {
  return ({ url }) =>
    url.pathname.endsWith('/tokens')
      ? json({
          tokens: Object.fromEntries(
            Object.entries(logos).map(([address, logoURI]) => [
              address,
              { symbol: 'T', name: 'T', decimals: 18, address, logoURI },
            ]),
          ),
        })
      : json({ healthy: true })
}

async function servedLogos(proxy: ReturnType<typeof createTestProxy>) {
  const response = await proxy.request('/api/31337/tokens')
  expect(response.status).toBe(200)
  const body = (await response.json()) as {
    tokens: Record<string, { logoURI: string | null }>
  }
  return Object.values(body.tokens).map(({ logoURI }) => logoURI)
}

const devnetProxy = (
  handler: UpstreamHandler,
  fetchLogoFn?: typeof fetchLogo,
) =>
  createTestProxy({
    env: { UPSTREAM_URL: 'http://127.0.0.1:1' },
    handler,
    fetchLogo: fetchLogoFn,
  })

describe('token logos through the proxy', () => {
  test('behavior: the list served names only proxy paths; each serves the image once fetched, with its type, nosniff, a sandbox CSP and a long cache', async () => {
    const proxy = devnetProxy(
      listOf({
        [TOKEN_A]: `${logoServer.url}/a.png`,
        [TOKEN_B]: 'javascript:alert(1)',
      }),
    )
    const [logo, refused] = await servedLogos(proxy)
    expect(logo?.startsWith(LOGO_PATH_PREFIX)).toBe(true)
    expect(refused).toBeNull()
    const before = logoServer.requests.length
    for (let round = 0; round < 3; round++) {
      const response = await proxy.request(logo ?? '', {
        headers: { 'sec-fetch-dest': 'image' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('cross-origin-resource-policy')).toBe(
        'same-origin',
      )
      expect(response.headers.get('content-security-policy')).toMatch(
        /^default-src 'none';.*; sandbox$/,
      )
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=604800, immutable',
      )
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(
        new Uint8Array(PNG_1X1),
      )
    }
    // Fetched once for every request after it.
    expect(logoServer.requests.length - before).toBe(1)
  })

  test('behavior: an SVG is served as one; a page dressed as an image is a 404, remembered briefly', async () => {
    const proxy = devnetProxy(
      listOf({
        [TOKEN_A]: `${logoServer.url}/b.svg`,
        [TOKEN_B]: `${logoServer.url}/page.png`,
      }),
    )
    const [svg, page] = await servedLogos(proxy)
    const svgAnswer = await proxy.request(svg ?? '')
    expect(svgAnswer.headers.get('content-type')).toBe('image/svg+xml')
    const before = logoServer.requests.length
    const refused = await proxy.request(page ?? '')
    expect(refused.status).toBe(404)
    expect(refused.headers.get('cache-control')).toBe('public, max-age=60')
    expect((await proxy.request(page ?? '')).status).toBe(404)
    expect(logoServer.requests.length - before).toBe(1)
    // A minute later it is asked again.
    await proxy.advance(61_000)
    await proxy.request(page ?? '')
    expect(logoServer.requests.length - before).toBe(2)
    expect(proxy.logLines.some((line) => line.includes('logo refused'))).toBe(
      true,
    )
  })

  test('behavior: a path this proxy did not sign fetches nothing', async () => {
    let fetched = 0
    const proxy = devnetProxy(listOf({}), async () => {
      fetched += 1
      return { kind: 'failed', reason: 'never' }
    })
    const forged = Buffer.from(`${logoServer.url}/a.png`).toString('base64url')
    for (const path of [
      `${LOGO_PATH_PREFIX}${'A'.repeat(22)}/${forged}`,
      `${LOGO_PATH_PREFIX}weth.svg`,
      LOGO_PATH_PREFIX,
    ]) {
      expect((await proxy.request(path)).status, path).toBe(404)
    }
    expect(fetched).toBe(0)
  })

  test('behavior: concurrent requests for one logo share one fetch', async () => {
    let fetched = 0
    const proxy = devnetProxy(
      listOf({ [TOKEN_A]: 'https://logos.example/a.png' }),
      async () => {
        fetched += 1
        await new Promise((resolve) => setTimeout(resolve, 20))
        return {
          kind: 'image',
          contentType: 'image/png',
          bytes: new Uint8Array(PNG_1X1),
        }
      },
    )
    const [logo] = await servedLogos(proxy)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => proxy.request(logo ?? '')),
    )
    expect(answers.map(({ status }) => status)).toEqual([
      200, 200, 200, 200, 200,
    ])
    expect(fetched).toBe(1)
  })

  test('behavior: a production proxy points https logos at itself and drops plain http ones', async () => {
    const proxy = createTestProxy({
      handler: listOf({
        [TOKEN_A]: 'https://logos.example/a.png',
        [TOKEN_B]: `${logoServer.url}/a.png`,
      }),
    })
    const [https, http] = await servedLogos(proxy)
    expect(https?.startsWith(LOGO_PATH_PREFIX)).toBe(true)
    expect(http).toBeNull()
  })

  test('behavior: the pages may load images from themselves and data: only', async () => {
    for (const path of ['/', '/embed.html']) {
      const csp =
        (await devnetProxy(listOf({})).request(path, html)).headers.get(
          'content-security-policy',
        ) ?? ''
      expect(/img-src ([^;]+)/.exec(csp)?.[1], path).toBe("'self' data:")
    }
  })
})
