/**
 * Answers the allowlist marks cacheable (chains, sources, token lists, token
 * details, spender), kept for the row's `cacheSeconds`. Only 200 answers are
 * stored. This one lives in the process, bounded in count and bytes, least
 * recently used first out; with Redis (createRedisResponseCache) every
 * instance reads the same entries and only one of them fetches a missing one.
 */

export type CachedAnswer = {
  bodyText: string
  storedAtMs: number
  expiresAtMs: number
}

export type ResponseCache = {
  get(key: string, nowMs: number): Promise<CachedAnswer | undefined>
  set(key: string, entry: CachedAnswer, nowMs: number): Promise<void>
  /**
   * Shared caches only: the right to fetch `key` for every instance for up
   * to `ttlMs`, as a token to give back, or null while another instance
   * holds it.
   */
  claim?(key: string, ttlMs: number): Promise<string | null>
  unclaim?(key: string, token: string): Promise<void>
  isClaimed?(key: string): Promise<boolean>
}

type CreateResponseCacheParameters = {
  maxEntries?: number
  maxBytes?: number
}

export function createResponseCache({
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
}: CreateResponseCacheParameters = {}): ResponseCache {
  const entries = new Map<string, CachedAnswer>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.bodyText.length
    entries.delete(key)
  }

  return {
    async get(key, nowMs) {
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

    async set(key, entry) {
      if (entry.bodyText.length > maxBytes) return
      remove(key)
      entries.set(key, entry)
      bytes += entry.bodyText.length
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        remove(oldest)
      }
    },
  }
}
