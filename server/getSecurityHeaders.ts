/**
 * Security headers for every response. The app gets a strict CSP (no inline
 * script or style, no eval) and may not be framed at all; the widget entry
 * `/embed.html` may be framed only by the partner origins in config (there is
 * no X-Frame-Options for it: that header cannot express an allowlist). API
 * answers are data: they may load nothing and be framed by nobody.
 */

export const WIDGET_ENTRY_PATH = '/embed.html'

export type GetSecurityHeadersParameters = {
  pathname: string
  /** Where the page may connect besides itself (wallet RPCs). */
  rpcOrigins: string[]
  /** Where images may come from besides itself, data: and any https. */
  imageOrigins: string[]
  widgetPartnerOrigins: string[]
}

const common = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
}

const apiCsp =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

function pageCsp(
  connectOrigins: string[],
  imageOrigins: string[],
  frameAncestors: string[],
) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ['img-src', "'self'", 'data:', 'https:', ...imageOrigins].join(' '),
    ['connect-src', "'self'", ...connectOrigins].join(' '),
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ')
}

export function isApiPath(pathname: string) {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/healthz'
  )
}

export function getSecurityHeaders({
  pathname,
  rpcOrigins,
  imageOrigins,
  widgetPartnerOrigins,
}: GetSecurityHeadersParameters): Record<string, string> {
  if (isApiPath(pathname)) {
    return {
      ...common,
      'Content-Security-Policy': apiCsp,
      'X-Frame-Options': 'DENY',
    }
  }
  if (pathname === WIDGET_ENTRY_PATH) {
    return {
      ...common,
      'Content-Security-Policy': pageCsp(
        rpcOrigins,
        imageOrigins,
        widgetPartnerOrigins,
      ),
    }
  }
  return {
    ...common,
    'Content-Security-Policy': pageCsp(rpcOrigins, imageOrigins, []),
    'X-Frame-Options': 'DENY',
  }
}
