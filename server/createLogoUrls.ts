import { createHmac, timingSafeEqual } from 'node:crypto'
import { LOGO_PATH_PREFIX } from '../schema/constants'
import { isLoopbackHost } from './isLoopbackHost'

/**
 * Token logos reach the page through the proxy (createLogoProxy.ts), so a
 * stranger who lists a token cannot log every visitor through its logo
 * URL. The token lists the proxy serves carry, for each logo, a path of
 * its own: `/api/logos/<mac>/<url, base64url>`, where mac is an HMAC of the
 * URL under a key derived from the partner key. The proxy fetches only
 * URLs it signed, so it is no open image proxy; and it needs no memory of
 * what it served: a restart, another instance behind the same key, or a
 * list cached in Redis all keep working (a new partner key changes every
 * path: the next list load carries the new ones).
 */

const MAX_LOGO_URL_LENGTH = 2048
const MAC_BYTES = 16
const logoPathPattern = /^([A-Za-z0-9_-]{22})\/([A-Za-z0-9_-]{1,2800})$/

/**
 * The logo URLs the proxy may fetch: https with a host and no userinfo.
 * Plain http only to a loopback host, and only on a devnet (a loopback
 * upstream), where the reference service serves its logos from
 * http://127.0.0.1: the same exception RPC_URLS makes for a local node,
 * since nothing between the proxy and its own machine can read or alter
 * the bytes.
 */
export function toFetchableLogoUrl(value: string, isDevnet: boolean) {
  if (value.length > MAX_LOGO_URL_LENGTH) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.username || url.password || !url.hostname) return null
  if (url.protocol === 'https:') return url
  return url.protocol === 'http:' && isDevnet && isLoopbackHost(url.hostname)
    ? url
    : null
}

type CreateLogoUrlsParameters = {
  /** The partner key: the HMAC key is derived from it. */
  secret: string
  isDevnet: boolean
}

export type LogoUrls = {
  /** The proxy path serving `value`'s image; null when it may not be
   * fetched (the page then shows the token's initial). */
  toLogoPath: (value: string) => string | null
  /** The URL a logo path names, when this proxy signed it; else null. */
  readLogoPath: (pathname: string) => URL | null
}

export function createLogoUrls({
  secret,
  isDevnet,
}: CreateLogoUrlsParameters): LogoUrls {
  const key = createHmac('sha256', secret).update('token logo URLs v1').digest()
  const macOf = (url: string) =>
    createHmac('sha256', key).update(url).digest().subarray(0, MAC_BYTES)

  return {
    toLogoPath(value) {
      const url = toFetchableLogoUrl(value, isDevnet)
      if (!url) return null
      const href = url.href
      const encoded = Buffer.from(href).toString('base64url')
      return `${LOGO_PATH_PREFIX}${macOf(href).toString('base64url')}/${encoded}`
    },

    readLogoPath(pathname) {
      if (!pathname.startsWith(LOGO_PATH_PREFIX)) return null
      const match = logoPathPattern.exec(
        pathname.slice(LOGO_PATH_PREFIX.length),
      )
      if (!match?.[1] || !match[2]) return null
      const href = Buffer.from(match[2], 'base64url').toString()
      const given = Buffer.from(match[1], 'base64url')
      const expected = macOf(href)
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return null
      const url = toFetchableLogoUrl(href, isDevnet)
      return url?.href === href ? url : null
    },
  }
}
