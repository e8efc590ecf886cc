/**
 * Whether an RPC URL carries a credential, and which kind: what the proxy
 * must not publish at /api/deployment unless the operator marks the URL
 * public (PUBLIC_RPC_URLS). Providers put keys in the userinfo, in a path
 * segment (Infura `/v3/<32 hex>`, Alchemy `/v2/<key>`, QuickNode and Ankr
 * a long hex segment) or in the query (`?apikey=`, `?token=`). A path
 * segment is read as a key when it is 32 or more hex digits, or 20 or more
 * letters, digits, `-` and `_` mixing upper case, lower case and digits (a
 * random token, not a word like `mainnet-archive-v2`), or anything after
 * Alchemy's `/v2/` on an alchemy host. A false alarm costs the operator
 * one move to PUBLIC_RPC_URLS; a miss publishes a key.
 */

const credentialParameters = new Set([
  'key',
  'apikey',
  'api-key',
  'api_key',
  'token',
  'access_token',
  'accesstoken',
  'auth',
  'secret',
  'password',
])

const isKeyLike = (segment: string) =>
  /^[0-9a-f]{32,}$/i.test(segment) ||
  (/^[A-Za-z0-9_-]{20,}$/.test(segment) &&
    /[A-Z]/.test(segment) &&
    /[a-z]/.test(segment) &&
    /[0-9]/.test(segment))

export function findRpcCredential(url: URL): string | null {
  if (url.username || url.password) return 'a user name or password'
  for (const name of url.searchParams.keys()) {
    if (credentialParameters.has(name.toLowerCase())) {
      return `a "${name}" query parameter`
    }
  }
  const segments = url.pathname.split('/').filter(Boolean)
  const isAlchemy = /(^|\.)alchemy(api)?\.(com|io)$/i.test(url.hostname)
  const keyed = segments.findIndex(
    (segment, index) =>
      isKeyLike(decodeURIComponent(segment)) ||
      (isAlchemy && index > 0 && segments[index - 1] === 'v2'),
  )
  return keyed >= 0 ? 'a key-like path segment' : null
}
