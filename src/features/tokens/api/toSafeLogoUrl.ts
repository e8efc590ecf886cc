import { LOGO_PATH_PREFIX } from '../../../../schema/constants'

/**
 * The logo rule. Logos come from the token list, which anyone listing a
 * token writes; an image URL on another host would tell that host about
 * every visitor. So the proxy points every logo of the lists it serves at
 * itself (`/api/logos/<mac>/<url>`, server/createLogoUrls.ts), fetches and
 * checks the image there, and the page's CSP allows images only from its
 * own origin and data: (server/getSecurityHeaders.ts). A URL goes into an
 * <img src> only when it is such a path; anything else (an https URL a
 * list kept from before, javascript:, data:, relative paths elsewhere,
 * anything malformed or long) is null: the letter avatar, and no request.
 */
const logoPathPattern = new RegExp(
  `^${LOGO_PATH_PREFIX}[A-Za-z0-9_-]{22}/[A-Za-z0-9_-]{1,2800}$`,
)

export function toSafeLogoUrl(uri: string | null | undefined): string | null {
  return uri && logoPathPattern.test(uri) ? uri : null
}
