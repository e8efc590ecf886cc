import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import {
  type GroupCounts,
  parseSlotTicket,
  type RateLimitStore,
  type SlotLimits,
  toSlotTicket,
} from './rateLimitStore'

/**
 * The same sliding-window logs as the memory store, in Redis, so several
 * proxy instances share one upstream budget. Each decision is one Lua script:
 * prune, count, admit or refuse atomically; a slot log's counts are kept
 * beside it by the same scripts (slotCountsLua). Scores are the proxies' clock.
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

/**
 * A slot log (a sorted set of "lane path id" members, scored by time; the
 * path is the group's blocks widest first, joined by `>`, the group's own
 * last) and beside it a hash of its counts: `t` (all), `l:<lane>`,
 * `g:<group>` (and `g:<block>` for each wider block of its path: calls
 * only), `gl:<lane> <group>`, `qg` (groups with a `quote`), `w:<block>`
 * (calls by the widest block of their path) and `wb` (how many of those), updated by every
 * script that adds or removes a member, so that no decision reads the whole
 * window. Counts that do not match the log (a key that expired alone, a
 * member written by a proxy that kept no counts) are counted again from it.
 */
const slotCountsLua = `
local function parse(m)
  local l, p = string.match(m, '^(%S+) (%S+) ')
  if not l then return nil end
  local blocks = {}
  for block in string.gmatch(p, '[^>]+') do table.insert(blocks, block) end
  return l, blocks[#blocks], blocks
end
local function bump(counts, l, g, step, blocks)
  redis.call('HINCRBY', counts, 't', step)
  local fields = {'l:' .. l, 'g:' .. g}
  for _, block in ipairs(blocks) do
    if block ~= g then table.insert(fields, 'g:' .. block) end
  end
  for _, field in ipairs(fields) do
    if redis.call('HINCRBY', counts, field, step) == 0 then
      redis.call('HDEL', counts, field)
    end
  end
  local widest = redis.call('HINCRBY', counts, 'w:' .. blocks[1], step)
  if widest == 0 then
    redis.call('HDEL', counts, 'w:' .. blocks[1])
    redis.call('HINCRBY', counts, 'wb', -1)
  elseif step > 0 and widest == 1 then
    redis.call('HINCRBY', counts, 'wb', 1)
  end
  local pair = 'gl:' .. l .. ' ' .. g
  local own = redis.call('HINCRBY', counts, pair, step)
  if own == 0 then redis.call('HDEL', counts, pair) end
  if l == 'quote' and ((step > 0 and own == 1) or (step < 0 and own == 0)) then
    redis.call('HINCRBY', counts, 'qg', step)
  end
end
local function prune(key, counts, now, window, ttl)
  local gone = redis.call('ZRANGEBYSCORE', key, '-inf', now - window)
  if #gone > 0 then
    for _, m in ipairs(gone) do
      local l, g, blocks = parse(m)
      if l then bump(counts, l, g, -1, blocks) end
    end
    redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  end
  local total = tonumber(redis.call('HGET', counts, 't') or '0')
  if total ~= redis.call('ZCARD', key) then
    redis.call('DEL', counts)
    for _, m in ipairs(redis.call('ZRANGE', key, 0, -1)) do
      local l, g, blocks = parse(m)
      if l then bump(counts, l, g, 1, blocks) end
    end
    redis.call('PEXPIRE', counts, ttl)
  end
end
`

// Limits below 0 mean none. Members are "lane path id"; maxGroup holds for
// the path's widest block, which holds the most calls.
const takeSlotScript = `${slotCountsLua}
local key = KEYS[1]
local counts = KEYS[2]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local group = ARGV[3]
local lane = ARGV[4]
local member = ARGV[5]
local maxTotal = tonumber(ARGV[6])
local maxGroup = tonumber(ARGV[7])
local maxLane = tonumber(ARGV[8])
local maxGroupLane = tonumber(ARGV[9])
local ttl = window + 600000
prune(key, counts, now, window, ttl)
local _, _, blocks = parse(member)
local found = redis.call('HMGET', counts, 't', 'g:' .. blocks[1], 'l:' .. lane,
  'gl:' .. lane .. ' ' .. group)
local function under(index, max)
  return max < 0 or tonumber(found[index] or '0') < max
end
if under(1, maxTotal) and under(2, maxGroup) and under(3, maxLane)
  and under(4, maxGroupLane) then
  redis.call('ZADD', key, now, member)
  bump(counts, lane, group, 1, blocks)
  redis.call('PEXPIRE', key, ttl)
  redis.call('PEXPIRE', counts, ttl)
  return 1
end
return 0
`

// Answers t, l:flow, l:background, qg, wb, then for each group in ARGV[3..]
// g:, gl:flow and gl:quote.
const countSlotsScript = `${slotCountsLua}
local key = KEYS[1]
local counts = KEYS[2]
local window = tonumber(ARGV[2])
prune(key, counts, tonumber(ARGV[1]), window, window + 600000)
local fields = {'t', 'l:flow', 'l:background', 'qg', 'wb'}
for index = 3, #ARGV do
  local group = ARGV[index]
  table.insert(fields, 'g:' .. group)
  table.insert(fields, 'gl:flow ' .. group)
  table.insert(fields, 'gl:quote ' .. group)
end
return redis.call('HMGET', counts, unpack(fields))
`

const releaseScript = `${slotCountsLua}
if redis.call('ZREM', KEYS[1], ARGV[1]) == 1 then
  local l, g, blocks = parse(ARGV[1])
  if l and redis.call('EXISTS', KEYS[2]) == 1 then
    bump(KEYS[2], l, g, -1, blocks)
  end
end
return 1
`

// ARGV[3..]: time, member, time, member...
const restoreSlotsScript = `${slotCountsLua}
local key = KEYS[1]
local counts = KEYS[2]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local ttl = window + 600000
prune(key, counts, now, window, ttl)
for index = 3, #ARGV, 2 do
  local at = tonumber(ARGV[index])
  local member = ARGV[index + 1]
  if at > now - window then
    local score = redis.call('ZSCORE', key, member)
    if not score then
      redis.call('ZADD', key, at, member)
      local l, g, blocks = parse(member)
      if l then bump(counts, l, g, 1, blocks) end
    elseif tonumber(score) < at then
      redis.call('ZADD', key, at, member)
    end
  end
end
redis.call('PEXPIRE', key, ttl)
redis.call('PEXPIRE', counts, ttl)
return 1
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
  'eval' | 'zrangebyscore' | 'get' | 'scan' | 'del' | 'quit'
>

type CreateRedisRateLimitStoreParameters = {
  client: RedisClient
  keyPrefix?: string
}

/** Calls written back per script run: one run blocks Redis while it runs. */
const RESTORE_CHUNK = 500

const toScriptLimit = (max: number) => (Number.isFinite(max) ? max : -1)

export function createRedisRateLimitStore({
  client,
  keyPrefix = 'swap-proxy:',
}: CreateRedisRateLimitStoreParameters): RateLimitStore {
  const ownPrefix = `${keyPrefix}rate:`
  const keyOf = (key: string) => `${ownPrefix}${key}`
  const countsOf = (key: string) => keyOf(`counts:${key}`)
  const toCount = (value: unknown) => Number(value ?? 0)
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
      await client.eval(releaseScript, 2, keyOf(key), countsOf(key), ticket)
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

    async countSlots({ key, windowMs, nowMs, groups }) {
      const found = (await client.eval(
        countSlotsScript,
        2,
        keyOf(key),
        countsOf(key),
        nowMs,
        windowMs,
        ...groups,
      )) as unknown[]
      const [total, flows, background, quoteGroups, widestBlocks] =
        found.map(toCount)
      const counts = new Map<string, GroupCounts>()
      groups.forEach((group, index) => {
        const [calls = 0, ownFlows = 0, quotes = 0] = found
          .slice(5 + index * 3, 8 + index * 3)
          .map(toCount)
        if (calls > 0) counts.set(group, { calls, flows: ownFlows, quotes })
      })
      return {
        total: total ?? 0,
        flows: flows ?? 0,
        background: background ?? 0,
        quoteGroups: quoteGroups ?? 0,
        widestBlocks: widestBlocks ?? 0,
        groups: counts,
      }
    },

    async takeSlot({ key, windowMs, nowMs, group, path, lane, limits }) {
      const ticket = toSlotTicket(lane, path ?? [group], randomUUID())
      const { maxTotal, maxGroup, maxLane, maxGroupLane }: SlotLimits = limits
      const admitted = await client.eval(
        takeSlotScript,
        2,
        keyOf(key),
        countsOf(key),
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

    async restoreSlots({ key, windowMs, nowMs, entries }) {
      for (let from = 0; from < entries.length; from += RESTORE_CHUNK) {
        const chunk = entries.slice(from, from + RESTORE_CHUNK)
        await client.eval(
          restoreSlotsScript,
          2,
          keyOf(key),
          countsOf(key),
          nowMs,
          windowMs,
          ...chunk.flatMap((entry) => [entry.atMs, entry.ticket]),
        )
      }
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
