/**
 * Security headers for every response. The app gets a strict CSP (no inline
 * script, no eval, no inline style but the page's own stylesheet, allowed by
 * its hash; each page's one first-paint script likewise) and may not
 * be framed at all; the widget entry
 * `/embed.html` may be framed only by the partner origins in config (there is
 * no X-Frame-Options for it: that header cannot express an allowlist). API
 * answers are data: they may load nothing and be framed by nobody.
 *
 * `connect-src` is the deployment's own settings, the very values the app
 * reads from /api/deployment (server/readDeploymentEnv.ts): the origin of
 * each chain's RPC URL and the WalletConnect relay, nothing else.
 *
 * Of WalletConnect's hosts the page may reach exactly two, and only when the
 * deployment offers WalletConnect: the configured relay (connect-src), and
 * Verify (frame-src https://verify.walletconnect.org): sign-client always
 * asks Verify, in a hidden iframe, to attest the page's origin when it
 * proposes a session, so that the wallet can show the user whether the
 * request really comes from this domain (phishing protection). Refused, the
 * frame is a CSP violation on every connection attempt. Without
 * WalletConnect the page may frame nothing.
 *
 * Ours rather than `hono/secure-headers`: that middleware computes its CSP
 * before the handler runs, so it cannot carry the hashes of the inline
 * style and script of the page being served (known once the static handler
 * read it; test/e2e/security.spec.ts holds them); its headers are one set
 * for every path where ours differ by kind (pages, the framable widget
 * entry without X-Frame-Options, API answers, and scripts with nosniff
 * alone); and its defaults add Cross-Origin-Resource-Policy: same-origin,
 * which would stop partners' pages from loading /widget.js.
 */

import type { Deployment } from '../schema/deployment'

const WIDGET_ENTRY_PATH = '/embed.html'

/** Browsers keep to https for a year, subdomains too, once they saw it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

export type GetSecurityHeadersParameters = {
  pathname: string
  /** RPC URLs and WalletConnect relay: where the page may connect besides
   * itself. */
  deployment: Deployment
  widgetPartnerOrigins: string[]
  /** 'sha256-…' of the served page's inline styles (the shell's CSS). */
  inlineStyleHashes?: readonly string[]
  /** 'sha256-…' of the served page's inline scripts (its first-paint
   * script: the shell's language, the frame's theme). */
  inlineScriptHashes?: readonly string[]
}

const common = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
}

const WALLETCONNECT_VERIFY_ORIGIN = 'https://verify.walletconnect.org'

/** `sandbox`: an answer opened as a page (a token logo's SVG served from
 * /api/logos/) runs no script and has no origin. */
const apiCsp =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox"

/** The origins of the deployment's RPC URLs and relay, once each. */
export function getConnectOrigins({ rpcUrls, walletConnect }: Deployment) {
  const urls = [...Object.values(rpcUrls), walletConnect?.relayUrl ?? []]
  return [
    ...new Set(
      urls.flat().map((value) => {
        const url = new URL(value)
        return `${url.protocol}//${url.host}`
      }),
    ),
  ]
}

function pageCsp(
  deployment: Deployment,
  frameAncestors: string[],
  styleHashes: readonly string[],
  scriptHashes: readonly string[],
) {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    ['style-src', "'self'", ...styleHashes].join(' '),
    // Token logos come through the proxy ('self', /api/logos/); wallet
    // icons (EIP-6963) are data: URIs. No other host sees a visitor.
    "img-src 'self' data:",
    ['connect-src', "'self'", ...getConnectOrigins(deployment)].join(' '),
    `frame-src ${deployment.walletConnect ? WALLETCONNECT_VERIFY_ORIGIN : "'none'"}`,
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ')
}

/**
 * Scripts and stylesheets are never documents: a CSP, X-Frame-Options,
 * Referrer-Policy or Permissions-Policy on them is ignored by browsers (a
 * worker script would obey its CSP; the app starts none), while each costs
 * its bytes on every one of the first load's ~30 script responses.
 * `nosniff` is what protects them: a script is never read as anything else.
 */
const subresourcePattern = /\.(?:m?js|css)$/

export function isApiPath(pathname: string) {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/healthz'
  )
}

export function getSecurityHeaders({
  pathname,
  deployment,
  widgetPartnerOrigins,
  inlineStyleHashes = [],
  inlineScriptHashes = [],
}: GetSecurityHeadersParameters): Record<string, string> {
  if (subresourcePattern.test(pathname) && !isApiPath(pathname)) {
    return { 'X-Content-Type-Options': 'nosniff' }
  }
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
        deployment,
        widgetPartnerOrigins,
        inlineStyleHashes,
        inlineScriptHashes,
      ),
    }
  }
  return {
    ...common,
    'Content-Security-Policy': pageCsp(
      deployment,
      [],
      inlineStyleHashes,
      inlineScriptHashes,
    ),
    'X-Frame-Options': 'DENY',
  }
}

type IsHttpsRequestParameters = {
  /** The connection to this process was TLS. */
  isSocketEncrypted: boolean
  forwardedProto: string | undefined
  trustProxyHops: number
}

/**
 * Whether the browser reached us over https: the socket was TLS, or the
 * nearest trusted reverse proxy (TRUST_PROXY_HOPS, the same entry that
 * getClientId reads in X-Forwarded-For) says it received https. Only then
 * does a response carry Strict-Transport-Security: on plain http (the
 * devnet's loopback) it would pin a browser to an https that is not there.
 */
export function isHttpsRequest({
  isSocketEncrypted,
  forwardedProto,
  trustProxyHops,
}: IsHttpsRequestParameters) {
  if (isSocketEncrypted) return true
  if (trustProxyHops === 0 || !forwardedProto) return false
  const hops = forwardedProto.split(',')
  return hops[hops.length - trustProxyHops]?.trim().toLowerCase() === 'https'
}
