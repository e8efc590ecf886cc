import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { CachedAnswer, ResponseCache } from './createResponseCache'

/**
 * The response cache in Redis, so N proxy instances cost the upstream what
 * one does: entries expire with their retention in Redis itself, and a
 * short claim key (SET NX PX) lets one instance fetch a missing or stale
 * entry while the others wait for it or keep serving the old copy (see
 * createApiProxy). A claim is released only by its holder, and expires on
 * its own if the holder dies. What is read back is only as trustworthy as
 * Redis: the proxy parses each entry with its row's response schema before
 * serving it.
 */

const unclaimScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`

type CreateRedisResponseCacheParameters = {
  client: Pick<Redis, 'get' | 'set' | 'eval' | 'exists' | 'del'>
  keyPrefix?: string
  maxEntryBytes?: number
}

function parseEntry(text: string | null): CachedAnswer | undefined {
  if (text === null) return undefined
  try {
    const entry = JSON.parse(text) as Partial<CachedAnswer>
    if (
      typeof entry.bodyText === 'string' &&
      typeof entry.storedAtMs === 'number' &&
      typeof entry.expiresAtMs === 'number'
    ) {
      return entry as CachedAnswer
    }
  } catch {}
  return undefined
}

export function createRedisResponseCache({
  client,
  keyPrefix = 'swap-proxy:',
  maxEntryBytes = 4 * 1024 * 1024,
}: CreateRedisResponseCacheParameters): ResponseCache {
  const entryKey = (key: string) => `${keyPrefix}cache:${key}`
  const claimKey = (key: string) => `${keyPrefix}claim:${key}`
  return {
    async get(key, nowMs) {
      const entry = parseEntry(await client.get(entryKey(key)))
      return entry && entry.expiresAtMs > nowMs ? entry : undefined
    },

    async set(key, entry, nowMs) {
      const ttlMs = Math.ceil(entry.expiresAtMs - nowMs)
      if (ttlMs <= 0 || entry.bodyText.length > maxEntryBytes) return
      await client.set(entryKey(key), JSON.stringify(entry), 'PX', ttlMs)
    },

    async delete(key) {
      await client.del(entryKey(key))
    },

    async claim(key, ttlMs) {
      const token = randomUUID()
      const result = await client.set(claimKey(key), token, 'PX', ttlMs, 'NX')
      return result === 'OK' ? token : null
    },

    async unclaim(key, token) {
      await client.eval(unclaimScript, 1, claimKey(key), token)
    },

    async isClaimed(key) {
      return (await client.exists(claimKey(key))) === 1
    },
  }
}
