/**
 * Answers the allowlist marks cacheable (chains, sources, token lists, token
 * details, spender), kept for the row's `cacheSeconds`. Only 200 answers are
 * stored, bounded in count and bytes, least recently used first out.
 */

export type CachedAnswer = {
  bodyText: string
  storedAtMs: number
  expiresAtMs: number
}

export type CreateResponseCacheParameters = {
  maxEntries?: number
  maxBytes?: number
}

export function createResponseCache({
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
}: CreateResponseCacheParameters = {}) {
  const entries = new Map<string, CachedAnswer>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.bodyText.length
    entries.delete(key)
  }

  return {
    get(key: string, nowMs: number) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAtMs <= nowMs) {
        remove(key)
        return undefined
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },

    set(key: string, entry: CachedAnswer) {
      if (entry.bodyText.length > maxBytes) return
      remove(key)
      entries.set(key, entry)
      bytes += entry.bodyText.length
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        remove(oldest)
      }
    },

    get size() {
      return entries.size
    },
  }
}

export type ResponseCache = ReturnType<typeof createResponseCache>
