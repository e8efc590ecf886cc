import { LOGO_PATH_PREFIX } from '../schema/constants'
import type { LogoUrls } from './createLogoUrls'

/**
 * A token list or token detail answer with every logo pointed at the
 * proxy (createLogoUrls.ts): `logoURI` / `logoUri`, at any depth, becomes
 * the proxy's path for it, or null where the URL may not be fetched
 * (javascript:, data:, plain http, malformed). A logo given as an object
 * (the spec allows one) is read as schema/tokens.ts reads it: its first
 * string. A path this proxy wrote is kept, so rewriting twice changes
 * nothing. Parsing and writing the JSON again changes no value the app
 * reads (the app parses the same JSON).
 */

const logoKeys = new Set(['logoURI', 'logoUri'])

function pickLogo(value: unknown) {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const found = Object.values(value).find((v) => typeof v === 'string')
    if (typeof found === 'string') return found
  }
  return null
}

function rewrite(value: unknown, logos: LogoUrls): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, logos))
  if (!value || typeof value !== 'object') return value
  const entries = Object.entries(value).map(([key, item]) => {
    if (!logoKeys.has(key)) return [key, rewrite(item, logos)]
    const picked = pickLogo(item)
    if (picked === null) return [key, null]
    if (picked.startsWith(LOGO_PATH_PREFIX)) {
      return [key, logos.readLogoPath(picked) ? picked : null]
    }
    return [key, logos.toLogoPath(picked)]
  })
  return Object.fromEntries(entries)
}

export function rewriteTokenLogos(bodyText: string, logos: LogoUrls): string {
  return JSON.stringify(rewrite(JSON.parse(bodyText), logos))
}
