import { createRedisQuoteRegistry } from './createRedisQuoteRegistry'
import { createRedisRateLimitStore } from './createRedisRateLimitStore'
import { createRedisResponseCache } from './createRedisResponseCache'
import type { SharedStores } from './createStoreFailover'

/**
 * Loads ioredis only when REDIS_URL is set, and connects one client for
 * everything instances must share: the budget counters, the response cache
 * with its fetch claims, the served quote ids, and the instances alive
 * (each one's heartbeat, from which its share of the budget is known when
 * Redis fails). While Redis is away commands fail at once (no offline
 * queue), and one that gets no answer within REDIS_COMMAND_TIMEOUT_MS fails
 * too (a network that drops packets answers nothing): the proxy then runs
 * on its local share (createStoreFailover) while ioredis reconnects in the
 * background. Closing the shared stores closes the client.
 */

/** Redis answers in well under a millisecond; a second of silence is an
 * outage, not a slow command. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000

const beatScript = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[3]))
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {redis.call('ZCARD', KEYS[1]), redis.call('ZCOUNT', KEYS[1], ARGV[4], '+inf')}
`

export async function connectRedisStores(
  redisUrl: string,
  onError: (error: Error) => void = () => {},
  keyPrefix = 'swap-proxy:',
): Promise<SharedStores> {
  const { Redis } = await import('ioredis')
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Reconnects in the background, every second at most, for ever.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  })
  client.on('error', onError)
  await client.connect()
  const rateLimitStore = createRedisRateLimitStore({ client, keyPrefix })
  return {
    rateLimitStore,
    responseCache: createRedisResponseCache({ client, keyPrefix }),
    quoteRegistry: createRedisQuoteRegistry({ client, keyPrefix }),
    async beat(instanceId, nowMs, ttlMs, sinceMs) {
      const [alive, beatSince] = (await client.eval(
        beatScript,
        1,
        `${keyPrefix}instances`,
        nowMs,
        instanceId,
        ttlMs,
        sinceMs,
      )) as [number, number]
      return { alive: Number(alive), beatSince: Number(beatSince) }
    },
    async ping() {
      await client.ping()
    },
    close: () => rateLimitStore.close(),
  }
}
