import type { Redis } from 'ioredis'
import { type ExecutionStatus, executionStatuses } from '../schema/partner'
import { QUOTE_MEMORY_MS, type QuoteRegistry } from './quoteRegistry'

/** Served quote ids as Redis hashes (group, chain, payer, flow uses, the
 * report record) that expire on their own. The report rules are
 * decideReport's, in Lua so that a claim is one atomic step. */

const countScript = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('HINCRBY', KEYS[1], 'flowUses', 1)
end
return 1
`

// ARGV: status, transaction hash (lower case). The rules of decideReport:
// `tx` is the transaction SUBMITTED named, `otx` the outcome's.
const claimScript = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 'unknown' end
local found = redis.call('HMGET', KEYS[1], 'reported', 'tx', 'otx')
local reported = found[1] or ''
local tx = found[2] or ''
local otx = found[3] or ''
local status = ARGV[1]
local hash = ARGV[2]
if status == 'SUBMITTED' then
  if reported == '' then
    redis.call('HSET', KEYS[1], 'reported', status, 'tx', hash, 'otx', '')
    return 'claimed'
  end
  if hash == tx then return 'duplicate' end
  return 'other-transaction'
end
if reported == '' then return 'out-of-order' end
if reported == 'SUBMITTED' then
  redis.call('HSET', KEYS[1], 'reported', status, 'otx', hash)
  return 'claimed'
end
if status == reported and hash == otx then return 'duplicate' end
return 'out-of-order'
`

// withdrawReport: only the last claim made, with its transaction.
const unclaimScript = `
local found = redis.call('HMGET', KEYS[1], 'reported', 'tx', 'otx')
if found[1] ~= ARGV[1] then return 1 end
if ARGV[1] == 'SUBMITTED' then
  if found[2] == ARGV[2] then
    redis.call('HSET', KEYS[1], 'reported', '', 'tx', '', 'otx', '')
  end
elseif found[3] == ARGV[2] then
  redis.call('HSET', KEYS[1], 'reported', 'SUBMITTED', 'otx', '')
end
return 1
`

const decisions = [
  'claimed',
  'duplicate',
  'out-of-order',
  'other-transaction',
  'unknown',
] as const

const toStatus = (value: string | null): ExecutionStatus | null =>
  executionStatuses.find((status) => status === value) ?? null

export function createRedisQuoteRegistry({
  client,
  keyPrefix = 'swap-proxy:',
}: {
  client: Pick<Redis, 'eval' | 'hmget' | 'multi'>
  keyPrefix?: string
}): QuoteRegistry {
  const keyOf = (quoteId: string) => `${keyPrefix}served-quote:${quoteId}`
  return {
    async remember(quoteId, { group, chainId, payer, target }) {
      await client
        .multi()
        .del(keyOf(quoteId))
        .hset(keyOf(quoteId), {
          group,
          chainId,
          payer: payer.toLowerCase(),
          target: target?.toLowerCase() ?? '',
          flowUses: 0,
        })
        .pexpire(keyOf(quoteId), QUOTE_MEMORY_MS)
        .exec()
    },
    async lookup(quoteId) {
      const [group, chainId, payer, flowUses, reported, tx, otx, target] =
        await client.hmget(
          keyOf(quoteId),
          'group',
          'chainId',
          'payer',
          'flowUses',
          'reported',
          'tx',
          'otx',
          'target',
        )
      if (!group) return null
      return {
        group,
        chainId: Number(chainId ?? Number.NaN),
        payer: payer ?? '',
        ...(target ? { target } : {}),
        flowUses: Number(flowUses ?? 0),
        reported: toStatus(reported ?? null),
        transactionHash: tx || null,
        outcomeHash: otx || null,
      }
    },
    async countFlowUse(quoteId) {
      await client.eval(countScript, 1, keyOf(quoteId))
    },
    async claimReport(quoteId, { status, transactionHash }) {
      const answer = await client.eval(
        claimScript,
        1,
        keyOf(quoteId),
        status,
        transactionHash.toLowerCase(),
      )
      const decision = decisions.find((known) => known === answer)
      if (!decision) throw new Error(`unexpected report claim: ${answer}`)
      return decision
    },
    async unclaimReport(quoteId, { status, transactionHash }) {
      await client.eval(
        unclaimScript,
        1,
        keyOf(quoteId),
        status,
        transactionHash.toLowerCase(),
      )
    },
  }
}
