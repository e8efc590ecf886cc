import { createRedisQuoteRegistry } from './createRedisQuoteRegistry'
import { createRedisRateLimitStore } from './createRedisRateLimitStore'
import { createRedisResponseCache } from './createRedisResponseCache'

/**
 * Loads ioredis only when REDIS_URL is set, and connects one client for
 * everything instances must share: the budget counters, the response cache
 * with its fetch claims, and the served quote ids. While Redis is away,
 * commands fail at once (no offline queue): the limiter fails closed (503).
 * Closing the rate-limit store closes the client.
 */
export async function connectRedisStores(
  redisUrl: string,
  onError: (error: Error) => void = () => {},
  keyPrefix = 'swap-proxy:',
) {
  const { Redis } = await import('ioredis')
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  })
  client.on('error', onError)
  await client.connect()
  return {
    rateLimitStore: createRedisRateLimitStore({ client, keyPrefix }),
    responseCache: createRedisResponseCache({ client, keyPrefix }),
    quoteRegistry: createRedisQuoteRegistry({ client, keyPrefix }),
  }
}
