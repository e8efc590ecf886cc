/**
 * Answers the allowlist marks cacheable (chains, token lists, token details,
 * health), kept long after they stop being fresh (`cacheSeconds`): the proxy
 * serves the last good copy with its age while it refreshes it, and through
 * an upstream outage (stale-while-revalidate, stale-if-error). Only 200
 * answers are stored. This one lives in the process, bounded in count and
 * bytes, least recently used first out; with Redis
 * (createRedisResponseCache) every instance reads the same entries and only
 * one of them fetches a missing or stale one.
 */

/** How long a copy is kept at all: a day of upstream outage. */
export const SHARED_READ_RETENTION_MS = 24 * 60 * 60_000

export type CachedAnswer = {
  bodyText: string
  storedAtMs: number
  /** Dropped after this (the retention, not the freshness). */
  expiresAtMs: number
}

export type ResponseCache = {
  get(key: string, nowMs: number): Promise<CachedAnswer | undefined>
  set(key: string, entry: CachedAnswer, nowMs: number): Promise<void>
  delete(key: string): Promise<void>
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

    async delete(key) {
      remove(key)
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
