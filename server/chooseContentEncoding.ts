/**
 * Picks the content coding to answer with from an Accept-Encoding header
 * (RFC 9110 §12.5.3): the first of `available` (best first) whose quality is
 * above zero, named or through `*`; null means identity. No header means
 * identity: a client that says nothing may not understand any coding.
 */
export function chooseContentEncoding(
  acceptEncoding: string | undefined,
  available: readonly string[],
): string | null {
  if (!acceptEncoding) return null
  const qualities = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...parameters] = part.split(';')
    const name = rawName.trim().toLowerCase()
    if (!name) continue
    let quality = 1
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=').map((text) => text.trim())
      if (key?.toLowerCase() === 'q') {
        const parsed = Number(value)
        quality = Number.isFinite(parsed) ? parsed : 0
      }
    }
    qualities.set(name, quality)
  }
  const wildcard = qualities.get('*')
  let best: { name: string; quality: number } | null = null
  for (const name of available) {
    const quality = qualities.get(name) ?? wildcard ?? 0
    if (quality > 0 && (!best || quality > best.quality)) {
      best = { name, quality }
    }
  }
  return best?.name ?? null
}
