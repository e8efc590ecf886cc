/**
 * Logos come from the token list, which anyone listing a token influences:
 * only http(s) URLs and same-origin paths are used as an image source.
 */
export function toSafeLogoUrl(uri: string | null): string | null {
  if (!uri) return null
  try {
    const url = new URL(uri, 'https://same-origin.invalid')
    return url.protocol === 'https:' || url.protocol === 'http:' ? uri : null
  } catch {
    return null
  }
}
