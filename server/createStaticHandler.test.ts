import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, test } from 'vitest'
import { createStaticHandler } from './createStaticHandler'

// Precompressed copies written the way the build writes them (vite.config.ts):
// `x.br` and `x.gz` beside the file, with its mtime.

let root = ''
const script = `console.log(${JSON.stringify('swap '.repeat(200))})`
const html = `<!doctype html><title>app</title>${'<p>shell</p>'.repeat(50)}`
const stale = 'the current text of a file whose copies are older'

function writeWithCopies(path: string, text: string, copyMtime?: Date) {
  writeFileSync(path, text)
  writeFileSync(`${path}.br`, brotliCompressSync(text))
  writeFileSync(`${path}.gz`, gzipSync(text))
  const mtime = new Date('2026-01-01T00:00:00Z')
  utimesSync(path, mtime, mtime)
  for (const suffix of ['.br', '.gz']) {
    utimesSync(`${path}${suffix}`, mtime, copyMtime ?? mtime)
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-handler-'))
  mkdirSync(join(root, 'assets'))
  writeWithCopies(join(root, 'assets', 'main-Ab12.js'), script)
  writeWithCopies(join(root, 'index.html'), html)
  writeWithCopies(
    join(root, 'stale.txt'),
    stale,
    new Date('2025-01-01T00:00:00Z'),
  )
  writeFileSync(join(root, 'plain.svg'), '<svg/>')
  // Already compressed data: no copies, never an encoding.
  writeFileSync(join(root, 'logo.png'), Buffer.from([137, 80, 78, 71]))
})

const serve = (
  pathname: string,
  acceptEncoding?: string,
  extra: { method?: string; ifNoneMatch?: string } = {},
) =>
  createStaticHandler(root)({
    method: extra.method ?? 'GET',
    pathname,
    accept: 'text/html',
    ifNoneMatch: extra.ifNoneMatch,
    acceptEncoding,
  }).then((answer) => answer?.response ?? null)

async function bodyOf(response: Response | null) {
  return Buffer.from(await (response as Response).arrayBuffer())
}

describe('createStaticHandler precompressed files', () => {
  test('behavior: brotli when accepted, decoding exactly once to the file', async () => {
    const response = await serve('/assets/main-Ab12.js', 'gzip, deflate, br')
    expect(response?.headers.get('content-encoding')).toBe('br')
    expect(response?.headers.get('vary')).toBe('Accept-Encoding')
    const body = await bodyOf(response)
    expect(response?.headers.get('content-length')).toBe(
      String(body.byteLength),
    )
    expect(body.byteLength).toBeLessThan(script.length)
    // One decode gives the source text: not compressed twice.
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  test('behavior: gzip when brotli is not accepted', async () => {
    const response = await serve('/', 'gzip')
    expect(response?.headers.get('content-encoding')).toBe('gzip')
    const { gunzipSync } = await import('node:zlib')
    expect(gunzipSync(await bodyOf(response)).toString()).toBe(html)
  })

  test('behavior: q-values are respected, q=0 refuses a coding', async () => {
    const preferGzip = await serve('/', 'br;q=0.5, gzip;q=0.9')
    expect(preferGzip?.headers.get('content-encoding')).toBe('gzip')
    const refuseBr = await serve('/', 'br;q=0, *;q=0.1')
    expect(refuseBr?.headers.get('content-encoding')).toBe('gzip')
    const wildcard = await serve('/', '*')
    expect(wildcard?.headers.get('content-encoding')).toBe('br')
  })

  test('behavior: identity with Vary when nothing acceptable is offered', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await serve('/assets/main-Ab12.js', acceptEncoding)
      expect(response?.headers.get('content-encoding')).toBeNull()
      expect(response?.headers.get('vary')).toBe('Accept-Encoding')
      expect((await bodyOf(response)).toString()).toBe(script)
    }
  })

  test('behavior: each encoding has its own ETag and revalidates alone', async () => {
    const etags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (coding) =>
        (await serve('/', coding))?.headers.get('etag'),
      ),
    )
    expect(new Set(etags).size).toBe(3)
    const [brEtag, gzipEtag] = etags as string[]
    const notModified = await serve('/', 'br', { ifNoneMatch: brEtag })
    expect(notModified?.status).toBe(304)
    expect(notModified?.headers.get('content-encoding')).toBe('br')
    const otherCoding = await serve('/', 'gzip', { ifNoneMatch: brEtag })
    expect(otherCoding?.status).toBe(200)
    expect(otherCoding?.headers.get('etag')).toBe(gzipEtag)
  })

  test('behavior: HEAD gives the encoded length without a body', async () => {
    const get = await serve('/assets/main-Ab12.js', 'br')
    const head = await serve('/assets/main-Ab12.js', 'br', { method: 'HEAD' })
    expect(head?.headers.get('content-encoding')).toBe('br')
    expect(head?.headers.get('content-length')).toBe(
      get?.headers.get('content-length'),
    )
    expect((await bodyOf(head)).byteLength).toBe(0)
  })

  test('behavior: files without copies are never encoded, and carry no Vary', async () => {
    for (const path of ['/plain.svg', '/logo.png']) {
      const response = await serve(path, 'br, gzip')
      expect(response?.headers.get('content-encoding'), path).toBeNull()
      expect(response?.headers.get('vary'), path).toBeNull()
    }
  })

  test('behavior: copies older than their file are ignored', async () => {
    const response = await serve('/stale.txt', 'br, gzip')
    expect(response?.headers.get('content-encoding')).toBeNull()
    expect((await bodyOf(response)).toString()).toBe(stale)
  })

  test('behavior: the copies are not served by their own names', async () => {
    const handler = createStaticHandler(root)
    const response = await handler({
      method: 'GET',
      pathname: '/assets/main-Ab12.js.br',
      accept: '*/*',
      ifNoneMatch: undefined,
      acceptEncoding: 'br',
    })
    expect(response).toBeNull()
  })
})
