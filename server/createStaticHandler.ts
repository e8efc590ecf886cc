import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { chooseContentEncoding } from './chooseContentEncoding.ts'
import {
  getInlineScriptHashes,
  getInlineStyleHashes,
} from './getInlineStyleHashes.ts'

/**
 * Serves the built SPA. Only plain file names are looked up (no dot segments,
 * no dotfiles, no encoded characters), and the resolved file must sit inside
 * the root. Hashed files under /assets are immutable for a year; HTML entries
 * are revalidated every time, so a deploy is picked up at once. Other GETs that
 * ask for HTML get index.html (client-side routes); anything else is a 404.
 *
 * Text files are served from the brotli (`x.br`) or gzip (`x.gz`) copy the
 * build writes beside them when the client accepts that encoding: nothing is
 * compressed per request, so nothing can be compressed twice, and each
 * encoding has its own ETag (a cache must not answer a gzip request with a
 * 304 for the brotli body). A copy older than its file is ignored. The copies
 * themselves are not served by their own names.
 *
 * Ours rather than @hono/node-server's `serveStatic({ precompressed })`,
 * which does not hold what createStaticHandler.test.ts asks: it matches
 * Accept-Encoding tokens literally (q-values ignored, so `br;q=0` is not a
 * refusal and `gzip;q=1` not an offer), gives no ETag nor 304 (let alone
 * one per encoding), serves a copy older than its file, serves `x.js.br` by
 * its own name, and sends Vary only when it encodes.
 */

export const ASSETS_PREFIX = '/assets/'
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
export const REVALIDATE_CACHE = 'no-cache'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  // TypeScript declarations (/widget.d.ts, the widget script's types).
  '.ts': 'application/typescript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
}

/** Extensions of files the build precompresses (vite.config.ts). */
export const COMPRESSIBLE_EXTENSIONS = [
  '.html',
  '.js',
  '.mjs',
  '.ts',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.wasm',
  '.map',
]

/** Encodings with a precompressed copy, by file suffix, best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

const safePathPattern = /^(\/[A-Za-z0-9_][A-Za-z0-9._-]{0,127}){1,8}$/

type Variant = { body: Buffer; etag: string }

type StaticFile = {
  identity: Variant
  /** Precompressed copies by encoding name ('br', 'gzip'). */
  encoded: Map<string, Variant>
  contentType: string
  cacheControl: string
  /** CSP hashes of an HTML page's inline styles. */
  inlineStyleHashes: readonly string[]
  /** CSP hashes of an HTML page's inline scripts. */
  inlineScriptHashes: readonly string[]
}

export type StaticAnswer = {
  response: Response
  /** For the page's CSP `style-src` (empty for anything but HTML). */
  inlineStyleHashes: readonly string[]
  /** For the page's CSP `script-src` (empty for anything but HTML). */
  inlineScriptHashes: readonly string[]
}

export type StaticHandlerParameters = {
  method: string
  pathname: string
  accept: string | undefined
  ifNoneMatch: string | undefined
  acceptEncoding?: string | undefined
}

function toEtag(size: number, mtimeMs: number, encoding?: string) {
  const base = `${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}`
  return `"${encoding ? `${base}-${encoding}` : base}"`
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

async function statFile(path: string) {
  try {
    const info = await stat(path)
    return info.isFile() ? info : null
  } catch {
    return null
  }
}

export function createStaticHandler(rootDir: string) {
  const root = resolve(rootDir)
  const files = new Map<string, StaticFile & { mtimeMs: number }>()

  async function loadEncoded(absolute: string, mtimeMs: number) {
    const encoded = new Map<string, Variant>()
    for (const { name, suffix } of encodings) {
      const info = await statFile(`${absolute}${suffix}`)
      // A copy older than its file would serve stale content.
      if (!info || info.mtimeMs < mtimeMs) continue
      encoded.set(name, {
        body: await readFile(`${absolute}${suffix}`),
        etag: toEtag(info.size, info.mtimeMs, name),
      })
    }
    return encoded
  }

  async function load(pathname: string): Promise<StaticFile | null> {
    const extension = extname(pathname).toLowerCase()
    if (encodings.some(({ suffix }) => extension === suffix)) return null
    const absolute = join(root, pathname)
    if (!absolute.startsWith(`${root}${sep}`)) return null
    const info = await statFile(absolute)
    if (!info) return null
    const cached = files.get(absolute)
    if (cached && cached.mtimeMs === info.mtimeMs) return cached
    const body = await readFile(absolute)
    const file = {
      identity: { body, etag: toEtag(info.size, info.mtimeMs) },
      encoded: COMPRESSIBLE_EXTENSIONS.includes(extension)
        ? await loadEncoded(absolute, info.mtimeMs)
        : new Map<string, Variant>(),
      contentType: contentTypes[extension] ?? 'application/octet-stream',
      cacheControl: pathname.startsWith(ASSETS_PREFIX)
        ? IMMUTABLE_CACHE
        : REVALIDATE_CACHE,
      inlineStyleHashes:
        extension === '.html'
          ? getInlineStyleHashes(body.toString('utf8'))
          : [],
      inlineScriptHashes:
        extension === '.html'
          ? getInlineScriptHashes(body.toString('utf8'))
          : [],
      mtimeMs: info.mtimeMs,
    }
    files.set(absolute, file)
    return file
  }

  function answer(file: StaticFile, parameters: StaticHandlerParameters) {
    return {
      response: toResponse(file, parameters),
      inlineStyleHashes: file.inlineStyleHashes,
      inlineScriptHashes: file.inlineScriptHashes,
    }
  }

  function toResponse(
    file: StaticFile,
    { method, ifNoneMatch, acceptEncoding }: StaticHandlerParameters,
  ) {
    const encoding = chooseContentEncoding(acceptEncoding, [
      ...file.encoded.keys(),
    ])
    const variant = (encoding && file.encoded.get(encoding)) || file.identity
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': file.cacheControl,
      ETag: variant.etag,
    }
    // The answer depends on Accept-Encoding whenever a copy exists, also
    // when it is the identity one.
    if (file.encoded.size > 0) headers.Vary = 'Accept-Encoding'
    if (encoding) headers['Content-Encoding'] = encoding
    if (matchesEtag(ifNoneMatch, variant.etag)) {
      return new Response(null, { status: 304, headers })
    }
    const body = method === 'HEAD' ? null : new Uint8Array(variant.body)
    return new Response(body, {
      status: 200,
      headers: {
        ...headers,
        'Content-Length': String(variant.body.byteLength),
      },
    })
  }

  /** The file's response, the SPA's index.html, or null for a 404. */
  return async function serveStatic(
    parameters: StaticHandlerParameters,
  ): Promise<StaticAnswer | null> {
    const { pathname, accept } = parameters
    const wanted = pathname === '/' ? '/index.html' : pathname
    if (safePathPattern.test(wanted)) {
      const file = await load(wanted)
      if (file) return answer(file, parameters)
    }
    const wantsHtml = accept?.includes('text/html') ?? false
    if (!wantsHtml || pathname.startsWith(ASSETS_PREFIX)) return null
    const index = await load('/index.html')
    return index ? answer(index, parameters) : null
  }
}
