import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fetchLogo, LOGO_FETCH_USER_AGENT } from './fetchLogo'
import {
  type LogoServer,
  PNG_1X1,
  startLogoServer,
} from './testing/startLogoServer'

// Against a real HTTP server on loopback (the logo hosts of the world
// cannot be reached here): a loopback host is allowed only on a devnet, so
// the same server also shows what a production proxy refuses.

let server: LogoServer

beforeAll(async () => {
  server = await startLogoServer()
  server.answer('/a.png', { body: PNG_1X1, headers: { 'content-type': 'x' } })
  server.answer('/page.png', {
    body: '<html>hi</html>',
    headers: { 'content-type': 'image/png' },
  })
  server.answer('/big.png', {
    body: Buffer.concat([PNG_1X1, Buffer.alloc(300 * 1024)]),
  })
  server.answer('/slow.png', { body: PNG_1X1, delayMs: 2000 })
  server.answer('/moved', {
    status: 302,
    headers: { location: '/a.png' },
    body: '',
  })
  server.answer('/away', {
    status: 302,
    headers: { location: 'http://logos.example/a.png' },
    body: '',
  })
})

afterAll(() => server.close())

const get = (path: string, isDevnet = true, timeoutMs = 1000) =>
  fetchLogo({
    url: new URL(`${server.url}${path}`),
    isDevnet,
    timeoutMs,
    maxBytes: 256 * 1024,
  })

describe('fetchLogo', () => {
  test('behavior: an image comes back with the type its bytes show, asked as the proxy', async () => {
    const result = await get('/a.png')
    expect(result).toEqual({
      kind: 'image',
      contentType: 'image/png',
      bytes: new Uint8Array(PNG_1X1),
    })
    expect(server.requests.at(-1)).toEqual({
      path: '/a.png',
      userAgent: LOGO_FETCH_USER_AGENT,
    })
  })

  test('behavior: a page labelled as an image, too many bytes, a slow host and a missing file fail', async () => {
    expect(await get('/page.png')).toEqual({
      kind: 'failed',
      reason: 'not a PNG, JPEG, GIF, WebP or SVG image',
    })
    expect(await get('/big.png')).toEqual({
      kind: 'failed',
      reason: 'larger than 262144 bytes',
    })
    expect(await get('/slow.png', true, 200)).toEqual({
      kind: 'failed',
      reason: 'no answer within 200 ms',
    })
    expect(await get('/missing.png')).toEqual({
      kind: 'failed',
      reason: 'status 404',
    })
  })

  test('behavior: redirects are followed only to URLs the rule allows', async () => {
    expect((await get('/moved')).kind).toBe('image')
    expect(await get('/away')).toEqual({
      kind: 'failed',
      reason: 'redirected to a URL not allowed',
    })
  })

  test('behavior: on a devnet, a loopback name is resolved, checked and fetched', async () => {
    const result = await fetchLogo({
      url: new URL(`${server.url.replace('127.0.0.1', 'localhost')}/a.png`),
      isDevnet: true,
      timeoutMs: 2000,
      maxBytes: 1024,
    })
    expect(result.kind === 'image' && result.contentType).toBe('image/png')
  })

  test('behavior: off a devnet, loopback is refused, by literal and by name, before any request', async () => {
    const before = server.requests.length
    expect(await get('/a.png', false)).toEqual({
      kind: 'failed',
      reason: '127.0.0.1 is not a public address',
    })
    const byName = await fetchLogo({
      url: new URL(`${server.url.replace('127.0.0.1', 'localhost')}/a.png`),
      isDevnet: false,
      timeoutMs: 1000,
      maxBytes: 1024,
    })
    expect(byName.kind).toBe('failed')
    expect(byName.kind === 'failed' && byName.reason).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), not a public address$/,
    )
    expect(server.requests.length).toBe(before)
  })
})
