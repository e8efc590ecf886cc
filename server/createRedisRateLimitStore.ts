import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import {
  parseSlotTicket,
  type RateLimitStore,
  type SlotLimits,
  toSlotTicket,
} from './rateLimitStore'

/**
 * The same sliding-window logs as the memory store, in Redis, so several
 * proxy instances share one upstream budget. Each decision is one Lua script:
 * prune, count, admit or refuse atomically. Scores are the proxies' clock.
 * Every key lives under `<prefix>rate:`, which a reset clears (never the
 * response cache or the quote ids beside it).
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

// Limits below 0 mean none. Members are "lane group id".
const takeSlotScript = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local group = ARGV[3]
local lane = ARGV[4]
local member = ARGV[5]
local maxTotal = tonumber(ARGV[6])
local maxGroup = tonumber(ARGV[7])
local maxLane = tonumber(ARGV[8])
local maxGroupLane = tonumber(ARGV[9])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local members = redis.call('ZRANGE', key, 0, -1)
local groupCount, laneCount, groupLaneCount = 0, 0, 0
for _, m in ipairs(members) do
  local l, g = string.match(m, '^(%S+) (%S+) ')
  if g == group then groupCount = groupCount + 1 end
  if l == lane then laneCount = laneCount + 1 end
  if g == group and l == lane then groupLaneCount = groupLaneCount + 1 end
end
local function under(count, max) return max < 0 or count < max end
if under(#members, maxTotal) and under(groupCount, maxGroup)
  and under(laneCount, maxLane) and under(groupLaneCount, maxGroupLane) then
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, window + 600000)
  return 1
end
return 0
`

const settleScript = `
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score and tonumber(score) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
end
return 1
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
type RedisClient = Pick<
  Redis,
  'eval' | 'zrem' | 'zrangebyscore' | 'get' | 'scan' | 'del' | 'quit'
>

type CreateRedisRateLimitStoreParameters = {
  client: RedisClient
  keyPrefix?: string
}

const toScriptLimit = (max: number) => (Number.isFinite(max) ? max : -1)

export function createRedisRateLimitStore({
  client,
  keyPrefix = 'swap-proxy:',
}: CreateRedisRateLimitStoreParameters): RateLimitStore {
  const ownPrefix = `${keyPrefix}rate:`
  const keyOf = (key: string) => `${ownPrefix}${key}`
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

    async readSlots({ key, windowMs, nowMs }) {
      const flat = await client.zrangebyscore(
        keyOf(key),
        `(${nowMs - windowMs}`,
        '+inf',
        'WITHSCORES',
      )
      const entries = []
      for (let index = 0; index + 1 < flat.length; index += 2) {
        const ticket = flat[index] as string
        entries.push({
          atMs: Number(flat[index + 1]),
          ticket,
          ...parseSlotTicket(ticket),
        })
      }
      return entries
    },

    async takeSlot({ key, windowMs, nowMs, group, lane, limits }) {
      const ticket = toSlotTicket(lane, group, randomUUID())
      const { maxTotal, maxGroup, maxLane, maxGroupLane }: SlotLimits = limits
      const admitted = await client.eval(
        takeSlotScript,
        1,
        keyOf(key),
        nowMs,
        windowMs,
        group,
        lane,
        ticket,
        toScriptLimit(maxTotal),
        toScriptLimit(maxGroup),
        toScriptLimit(maxLane),
        toScriptLimit(maxGroupLane),
      )
      return admitted === 1 ? { isAllowed: true, ticket } : { isAllowed: false }
    },

    async settle(key, ticket, atMs) {
      await client.eval(settleScript, 1, keyOf(key), ticket, atMs)
    },

    async pause({ key, untilMs, nowMs }) {
      const ttlMs = Math.max(1, Math.ceil(untilMs - nowMs))
      await client.eval(pauseScript, 1, keyOf(`pause:${key}`), untilMs, ttlMs)
    },

    async getPausedUntil(key, nowMs) {
      const untilMs = Number((await client.get(keyOf(`pause:${key}`))) ?? 0)
      return untilMs > nowMs ? untilMs : 0
    },

    async reset() {
      let cursor = '0'
      do {
        const [next, keys] = await client.scan(
          cursor,
          'MATCH',
          `${ownPrefix}*`,
          'COUNT',
          500,
        )
        if (keys.length > 0) await client.del(...keys)
        cursor = next
      } while (cursor !== '0')
    },

    async close() {
      await client.quit()
    },
  }
}
