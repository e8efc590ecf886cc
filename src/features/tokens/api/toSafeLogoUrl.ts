/**
 * The logo rule. Logos come from the token list, which anyone listing a
 * token writes, so a URL goes into an <img src> only when it is
 * - an absolute https: URL without user info (the CSP's img-src allows any
 *   https: origin; server/getSecurityHeaders.ts);
 * - on a local world, where the page itself is served from loopback
 *   (`npm start`, the browser tests), an http: URL on a loopback host: the
 *   reference service serves its logos from http://127.0.0.1:PORT/logos/,
 *   the origin the proxy adds to img-src when its upstream is loopback
 *   (server/app.ts), and the app's own origin is loopback there too.
 * Anything else (javascript:, data:, http: elsewhere, relative or malformed
 * URLs, anything over 2 KiB) is null: the letter avatar, and no request.
 * The URL comes back as the browser will read it (its href).
 */
export function toSafeLogoUrl(
  uri: string | null | undefined,
  pageHostname: string | undefined = globalThis.location?.hostname,
): string | null {
  if (!uri || uri.length > maxLogoUrlLength) return null
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  if (url.protocol === 'https:') return url.href
  const isLocalWorld =
    url.protocol === 'http:' &&
    isLoopback(url.hostname) &&
    pageHostname !== undefined &&
    isLoopback(pageHostname)
  return isLocalWorld ? url.href : null
}

const maxLogoUrlLength = 2048

function isLoopback(hostname: string) {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  )
}
