import type { Redis } from 'ioredis'
import { QUOTE_MEMORY_MS, type QuoteRegistry } from './quoteRegistry'

/** Served quote ids as Redis keys that expire on their own. */
export function createRedisQuoteRegistry({
  client,
  keyPrefix = 'swap-proxy:',
}: {
  client: Pick<Redis, 'set' | 'exists'>
  keyPrefix?: string
}): QuoteRegistry {
  const keyOf = (quoteId: string) => `${keyPrefix}quote:${quoteId}`
  return {
    async remember(quoteId) {
      await client.set(keyOf(quoteId), '1', 'PX', QUOTE_MEMORY_MS)
    },
    async has(quoteId) {
      return (await client.exists(keyOf(quoteId))) === 1
    },
  }
}
