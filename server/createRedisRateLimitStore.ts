import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { RateLimitStore } from './rateLimitStore'

/**
 * The same sliding-window logs as the memory store, in Redis, so several
 * proxy instances share one upstream budget. Each decision is one Lua script:
 * prune, count, admit or refuse atomically. Scores are the proxies' clock.
 */

const takeScript = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count < limit then
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
  return {1, 0}
end
local blocking = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
return {0, tonumber(blocking[2]) + window - now}
`

const pauseScript = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local untilMs = tonumber(ARGV[1])
if untilMs > current then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
end
return 1
`

/** The few commands the store needs; an ioredis client has them. */
type RedisClient = Pick<Redis, 'eval' | 'zrem' | 'get' | 'quit'>

type CreateRedisRateLimitStoreParameters = {
  client: RedisClient
  keyPrefix?: string
}

export function createRedisRateLimitStore({
  client,
  keyPrefix = 'swap-proxy:',
}: CreateRedisRateLimitStoreParameters): RateLimitStore {
  const keyOf = (key: string) => `${keyPrefix}${key}`
  return {
    async take({ key, limit, windowMs, nowMs }) {
      const ticket = randomUUID()
      const result = (await client.eval(
        takeScript,
        1,
        keyOf(key),
        nowMs,
        windowMs,
        limit,
        ticket,
      )) as [number, number]
      if (result[0] === 1) return { isAllowed: true, ticket }
      return { isAllowed: false, retryAfterMs: Math.max(1, Number(result[1])) }
    },

    async release(key, ticket) {
      await client.zrem(keyOf(key), ticket)
    },

    async pause({ key, untilMs, nowMs }) {
      const ttlMs = Math.max(1, Math.ceil(untilMs - nowMs))
      await client.eval(pauseScript, 1, keyOf(`pause:${key}`), untilMs, ttlMs)
    },

    async getPausedUntil(key, nowMs) {
      const untilMs = Number((await client.get(keyOf(`pause:${key}`))) ?? 0)
      return untilMs > nowMs ? untilMs : 0
    },

    async close() {
      await client.quit()
    },
  }
}
