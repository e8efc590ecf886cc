import type { LogFields } from './createJsonLogger'
import type { LogoUrls } from './createLogoUrls'
import {
  fetchLogo as fetchLogoOverHttp,
  type LogoFetchResult,
} from './fetchLogo'

/**
 * GET /api/logos/<mac>/<url>: a token logo from the proxy's own origin, so
 * the page's img-src is 'self' and no logo host sees a visitor. Only URLs
 * this proxy signed in a token list it served are fetched
 * (createLogoUrls.ts), each at most once per proxy while it stays in a
 * bounded in-memory LRU; concurrent requests for one logo share its fetch.
 * A failure (refused address, timeout, too large, not an image) is
 * remembered for `failureTtlMs` and answered 404, so the page shows the
 * token's initial and the logo host is not asked again at once.
 *
 * What is served is the fetched bytes under the type the bytes show, with
 * nosniff and, like every /api answer, `default-src 'none'; sandbox`
 * (getSecurityHeaders.ts): an SVG opened on its own runs no script and
 * gets no origin; in an <img> an SVG never runs script anyway.
 */

export const LOGO_MAX_BYTES = 256 * 1024
export const LOGO_TIMEOUT_MS = 5000
export const LOGO_FAILURE_TTL_MS = 60_000
/** Cached images, all together: a few thousand typical logos. */
export const LOGO_CACHE_MAX_BYTES = 32 * 1024 * 1024
const LOGO_CACHE_MAX_ENTRIES = 5000
const SERVED_CACHE_CONTROL = 'public, max-age=604800, immutable'
const FAILED_CACHE_CONTROL = 'public, max-age=60'

type Entry =
  | Extract<LogoFetchResult, { kind: 'image' }>
  | { kind: 'failed'; reason: string; untilMs: number }

type CreateLogoProxyParameters = {
  logos: LogoUrls
  isDevnet: boolean
  now: () => number
  fetchLogo?: typeof fetchLogoOverHttp
  onWarning: (msg: string, fields: LogFields) => void
  maxCacheBytes?: number
}

export function createLogoProxy({
  logos,
  isDevnet,
  now,
  fetchLogo = fetchLogoOverHttp,
  onWarning,
  maxCacheBytes = LOGO_CACHE_MAX_BYTES,
}: CreateLogoProxyParameters) {
  const cache = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<Entry>>()
  let cachedBytes = 0

  const sizeOf = (entry: Entry) =>
    entry.kind === 'image' ? entry.bytes.length : 0

  function forget(href: string) {
    const entry = cache.get(href)
    if (!entry) return
    cachedBytes -= sizeOf(entry)
    cache.delete(href)
  }

  function keep(href: string, entry: Entry) {
    forget(href)
    cache.set(href, entry)
    cachedBytes += sizeOf(entry)
    for (const oldest of cache.keys()) {
      if (
        cachedBytes <= maxCacheBytes &&
        cache.size <= LOGO_CACHE_MAX_ENTRIES
      ) {
        break
      }
      forget(oldest)
    }
  }

  function lookup(href: string) {
    const entry = cache.get(href)
    if (!entry) return undefined
    if (entry.kind === 'failed' && entry.untilMs <= now()) {
      forget(href)
      return undefined
    }
    // Most recently used last: the LRU's order.
    cache.delete(href)
    cache.set(href, entry)
    return entry
  }

  async function load(url: URL, logFields: LogFields): Promise<Entry> {
    const href = url.href
    const hit = lookup(href)
    if (hit) {
      logFields.cache = 'hit'
      return hit
    }
    let flight = inFlight.get(href)
    logFields.cache = flight ? 'merged' : 'miss'
    if (!flight) {
      flight = fetchLogo({
        url,
        isDevnet,
        timeoutMs: LOGO_TIMEOUT_MS,
        maxBytes: LOGO_MAX_BYTES,
      }).then((result): Entry => {
        if (result.kind === 'image') return result
        onWarning('logo refused', {
          host: url.host.slice(0, 128),
          reason: result.reason,
        })
        return { ...result, untilMs: now() + LOGO_FAILURE_TTL_MS }
      })
      inFlight.set(href, flight)
      flight
        .then((entry) => keep(href, entry))
        .finally(() => inFlight.delete(href))
    }
    return flight
  }

  return {
    /** The answer to a GET of a logo path. */
    async handle(pathname: string, logFields: LogFields): Promise<Response> {
      const url = logos.readLogoPath(pathname)
      if (!url) {
        logFields.refused = 'logo path not signed here'
        return new Response(null, {
          status: 404,
          headers: { 'Cache-Control': 'no-store' },
        })
      }
      const entry = await load(url, logFields)
      if (entry.kind === 'failed') {
        return new Response(null, {
          status: 404,
          headers: { 'Cache-Control': FAILED_CACHE_CONTROL },
        })
      }
      return new Response(entry.bytes, {
        status: 200,
        headers: {
          'Content-Type': entry.contentType,
          'Content-Length': String(entry.bytes.length),
          'Cache-Control': SERVED_CACHE_CONTROL,
          'X-Content-Type-Options': 'nosniff',
          // For the app and its widget frame, both on this origin; no
          // other site hotlinks through this proxy.
          'Cross-Origin-Resource-Policy': 'same-origin',
        },
      })
    },
  }
}
