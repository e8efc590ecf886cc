import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMemoryQuoteRegistry } from './createMemoryQuoteRegistry'
import { createRedisQuoteRegistry } from './createRedisQuoteRegistry'
import type { QuoteRegistry, ReportClaim } from './quoteRegistry'
import { QUOTE_MEMORY_MS } from './quoteRegistry'
import { startRedisServer } from './testing/startRedisServer'

// The report rules of both registries (decideReport in memory, its Lua twin
// in Redis, against a real redis-server): one report per lifecycle value,
// in order, about one transaction; a claim given back may be made again.

const t0 = 1_750_000_000_000
const hashA = `0x${'AB'.repeat(32)}`
const hashB = `0x${'cd'.repeat(32)}`
const quote = { group: '203.0.113.0/24', chainId: 31337, payer: '0xABCD' }
const claim = (
  status: ReportClaim['status'],
  transactionHash = hashA,
): ReportClaim => ({ status, transactionHash })

let redis: Redis | undefined
let stopRedis = () => {}
let prefixCounter = 0

beforeAll(async () => {
  const server = await startRedisServer()
  stopRedis = server.stop
  redis = new Redis(server.url)
})

afterAll(async () => {
  await redis?.quit()
  stopRedis()
})

describe.each([
  ['memory', () => createMemoryQuoteRegistry()],
  [
    'redis',
    () => {
      if (!redis) throw new Error('redis-server not started')
      prefixCounter += 1
      return createRedisQuoteRegistry({
        client: redis,
        keyPrefix: `registry-${process.pid}-${prefixCounter}:`,
      })
    },
  ],
] as const)('%s quote registry', (_, create: () => QuoteRegistry) => {
  test('behavior: keeps what the quote was served for, and its report record', async () => {
    const registry = create()
    await registry.remember('q-1', quote, t0)
    expect(await registry.lookup('q-1', t0)).toEqual({
      ...quote,
      payer: '0xabcd',
      flowUses: 0,
      reported: null,
      transactionHash: null,
      outcomeHash: null,
    })
    expect(await registry.claimReport('q-1', claim('SUBMITTED'), t0)).toBe(
      'claimed',
    )
    expect(await registry.lookup('q-1', t0)).toMatchObject({
      reported: 'SUBMITTED',
      transactionHash: hashA.toLowerCase(),
    })
    expect(await registry.claimReport('q-2', claim('SUBMITTED'), t0)).toBe(
      'unknown',
    )
  })

  test('behavior: SUBMITTED (one transaction), then one outcome (for it or its replacement); repeats are duplicates, the rest refused', async () => {
    const registry = create()
    await registry.remember('q-1', quote, t0)
    const decide = (status: ReportClaim['status'], hash = hashA) =>
      registry.claimReport('q-1', claim(status, hash), t0)
    expect(await decide('CONFIRMED')).toBe('out-of-order')
    expect(await decide('SUBMITTED')).toBe('claimed')
    expect(await decide('SUBMITTED')).toBe('duplicate')
    expect(await decide('SUBMITTED', hashA.toLowerCase())).toBe('duplicate')
    expect(await decide('SUBMITTED', hashB)).toBe('other-transaction')
    // A replacement (a speed-up) is mined under another hash.
    expect(await decide('REVERTED', hashB)).toBe('claimed')
    expect(await registry.lookup('q-1', t0)).toMatchObject({
      reported: 'REVERTED',
      transactionHash: hashA.toLowerCase(),
      outcomeHash: hashB,
    })
    expect(await decide('REVERTED', hashB)).toBe('duplicate')
    expect(await decide('REVERTED')).toBe('out-of-order')
    expect(await decide('SUBMITTED')).toBe('duplicate')
    expect(await decide('CONFIRMED', hashB)).toBe('out-of-order')
  })

  test('behavior: a claim given back (not delivered) may be made again; one already moved past is kept', async () => {
    const registry = create()
    await registry.remember('q-1', quote, t0)
    await registry.claimReport('q-1', claim('SUBMITTED'), t0)
    await registry.unclaimReport('q-1', claim('SUBMITTED'))
    expect(await registry.lookup('q-1', t0)).toMatchObject({
      reported: null,
      transactionHash: null,
      outcomeHash: null,
    })
    expect(await registry.claimReport('q-1', claim('SUBMITTED'), t0)).toBe(
      'claimed',
    )
    expect(await registry.claimReport('q-1', claim('CONFIRMED'), t0)).toBe(
      'claimed',
    )
    // A late give-back of SUBMITTED does not undo the outcome after it.
    await registry.unclaimReport('q-1', claim('SUBMITTED'))
    await registry.unclaimReport('q-1', claim('CONFIRMED'))
    expect(await registry.lookup('q-1', t0)).toMatchObject({
      reported: 'SUBMITTED',
    })
    expect(await registry.claimReport('q-1', claim('CONFIRMED'), t0)).toBe(
      'claimed',
    )
  })
})

test('behavior: a memory registry forgets a quote after 30 minutes, report record included', async () => {
  const registry = createMemoryQuoteRegistry()
  await registry.remember('q-1', quote, t0)
  const later = t0 + QUOTE_MEMORY_MS
  expect(await registry.lookup('q-1', later)).toBeNull()
  expect(await registry.claimReport('q-1', claim('SUBMITTED'), later)).toBe(
    'unknown',
  )
})
