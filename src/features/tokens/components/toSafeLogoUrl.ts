/**
 * Logos come from the token list, which anyone listing a token influences:
 * only http(s) URLs and same-origin paths are used as an image source.
 */
export function toSafeLogoUrl(uri: string | null): string | null {
  if (!uri) return null
  const cached = checked.get(uri)
  if (cached !== undefined) return cached
  const safe = parseSafeLogoUrl(uri)
  if (checked.size >= maxChecked) checked.clear()
  checked.set(uri, safe)
  return safe
}

/** URL parsing is the costly part of a row's render: each URI once. */
const checked = new Map<string, string | null>()
const maxChecked = 20_000

function parseSafeLogoUrl(uri: string): string | null {
  try {
    const url = new URL(uri, 'https://same-origin.invalid')
    return url.protocol === 'https:' || url.protocol === 'http:' ? uri : null
  } catch {
    return null
  }
}
