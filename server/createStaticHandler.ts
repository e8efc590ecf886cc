import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'

/**
 * Serves the built SPA. Only plain file names are looked up (no dot segments,
 * no dotfiles, no encoded characters), and the resolved file must sit inside
 * the root. Hashed files under /assets are immutable for a year; HTML entries
 * are revalidated every time, so a deploy is picked up at once. Other GETs that
 * ask for HTML get index.html (client-side routes); anything else is a 404.
 */

export const ASSETS_PREFIX = '/assets/'
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
export const REVALIDATE_CACHE = 'no-cache'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
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

const safePathPattern = /^(\/[A-Za-z0-9_][A-Za-z0-9._-]{0,127}){1,8}$/

type StaticFile = {
  body: Buffer
  etag: string
  contentType: string
  cacheControl: string
}

export type StaticHandlerParameters = {
  method: string
  pathname: string
  accept: string | undefined
  ifNoneMatch: string | undefined
}

export function createStaticHandler(rootDir: string) {
  const root = resolve(rootDir)
  const files = new Map<string, StaticFile & { mtimeMs: number }>()

  async function load(pathname: string): Promise<StaticFile | null> {
    const absolute = join(root, pathname)
    if (!absolute.startsWith(`${root}${sep}`)) return null
    let info: Awaited<ReturnType<typeof stat>>
    try {
      info = await stat(absolute)
    } catch {
      return null
    }
    if (!info.isFile()) return null
    const cached = files.get(absolute)
    if (cached && cached.mtimeMs === info.mtimeMs) return cached
    const body = await readFile(absolute)
    const extension = extname(absolute).toLowerCase()
    const file = {
      body,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      contentType: contentTypes[extension] ?? 'application/octet-stream',
      cacheControl: pathname.startsWith(ASSETS_PREFIX)
        ? IMMUTABLE_CACHE
        : REVALIDATE_CACHE,
      mtimeMs: info.mtimeMs,
    }
    files.set(absolute, file)
    return file
  }

  function toResponse(file: StaticFile, method: string, ifNoneMatch?: string) {
    const headers = {
      'Content-Type': file.contentType,
      'Cache-Control': file.cacheControl,
      ETag: file.etag,
    }
    if (ifNoneMatch === file.etag) {
      return new Response(null, { status: 304, headers })
    }
    const body = method === 'HEAD' ? null : new Uint8Array(file.body)
    return new Response(body, {
      status: 200,
      headers: { ...headers, 'Content-Length': String(file.body.byteLength) },
    })
  }

  /** The file's response, the SPA's index.html, or null for a 404. */
  return async function serveStatic({
    method,
    pathname,
    accept,
    ifNoneMatch,
  }: StaticHandlerParameters): Promise<Response | null> {
    const wanted = pathname === '/' ? '/index.html' : pathname
    if (safePathPattern.test(wanted)) {
      const file = await load(wanted)
      if (file) return toResponse(file, method, ifNoneMatch)
    }
    const wantsHtml = accept?.includes('text/html') ?? false
    if (!wantsHtml || pathname.startsWith(ASSETS_PREFIX)) return null
    const index = await load('/index.html')
    return index ? toResponse(index, method, ifNoneMatch) : null
  }
}
