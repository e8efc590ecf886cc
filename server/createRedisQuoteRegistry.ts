import type { Redis } from 'ioredis'
import { QUOTE_MEMORY_MS, type QuoteRegistry } from './quoteRegistry'

/** Served quote ids as Redis hashes (group, flow uses) that expire on their
 * own. */

const countScript = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('HINCRBY', KEYS[1], 'flowUses', 1)
end
return 1
`

export function createRedisQuoteRegistry({
  client,
  keyPrefix = 'swap-proxy:',
}: {
  client: Pick<Redis, 'eval' | 'hmget' | 'multi'>
  keyPrefix?: string
}): QuoteRegistry {
  const keyOf = (quoteId: string) => `${keyPrefix}served-quote:${quoteId}`
  return {
    async remember(quoteId, group) {
      await client
        .multi()
        .del(keyOf(quoteId))
        .hset(keyOf(quoteId), 'group', group, 'flowUses', 0)
        .pexpire(keyOf(quoteId), QUOTE_MEMORY_MS)
        .exec()
    },
    async lookup(quoteId) {
      const [group, flowUses] = await client.hmget(
        keyOf(quoteId),
        'group',
        'flowUses',
      )
      return group ? { group, flowUses: Number(flowUses ?? 0) } : null
    },
    async countFlowUse(quoteId) {
      await client.eval(countScript, 1, keyOf(quoteId))
    },
  }
}
