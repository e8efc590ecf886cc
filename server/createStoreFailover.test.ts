import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectRedisStores } from './connectRedisStores'
import { createStoreFailover } from './createStoreFailover'
import { systemTimers } from './createUpstreamScheduler'
import { startRedisServer } from './testing/startRedisServer'

// The failover against a real redis-server that stops answering without
// losing its data (CLIENT PAUSE: every command waits, as on a network
// that drops packets, until the command timeout gives up), then answers
// again: what the instance wrote back must count nothing twice.

let redis: Awaited<ReturnType<typeof startRedisServer>>
const closers: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  redis = await startRedisServer()
})

afterAll(async () => {
  for (const close of closers) await close()
  redis.stop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const key = 'budget:upstream'
const windowMs = 60_000
const limits = {
  maxTotal: 100,
  maxGroup: Number.POSITIVE_INFINITY,
  maxLane: Number.POSITIVE_INFINITY,
  maxGroupLane: Number.POSITIVE_INFINITY,
}

async function createInstance(
  keyPrefix: string,
  { retryMs = 100, rejoinWindowMs = windowMs } = {},
) {
  const lines: { msg: string; mode?: string }[] = []
  const shared = await connectRedisStores(redis.url, () => {}, keyPrefix)
  const failover = createStoreFailover({
    shared,
    now: Date.now,
    timers: systemTimers,
    logger: {
      info: (msg, fields) => lines.push({ msg, ...fields }),
      warn: (msg, fields) => lines.push({ msg, ...fields }),
    },
    budget: 20,
    windowMs: rejoinWindowMs,
    heartbeatMs: 200,
    retryMs,
  })
  closers.push(() => failover.close())
  await failover.start()
  return { failover, lines }
}

const waitFor = async (isDone: () => boolean, ms: number) => {
  for (let waited = 0; waited < ms && !isDone(); waited += 25) await sleep(25)
  return isDone()
}

test('behavior: a Redis that stops answering and comes back with its data: the calls made apart are added once, and the quote ids served apart are known to all', async () => {
  const keyPrefix = `blip-${Date.now()}:`
  const { failover, lines } = await createInstance(keyPrefix)
  const store = failover.rateLimitStore
  const take = (group: string) =>
    store.takeSlot({
      key,
      windowMs,
      nowMs: Date.now(),
      group,
      lane: 'quote',
      limits,
    })
  for (const group of ['a', 'b', 'c']) {
    expect((await take(group)).isAllowed).toBe(true)
  }

  const admin = new Redis(redis.url)
  await admin.call('CLIENT', 'PAUSE', '1500', 'ALL')
  // The first command to go unanswered switches the instance apart; it is
  // admitted in the local window, which holds the three calls seen.
  const apart = await take('d')
  expect(apart.isAllowed).toBe(true)
  expect(failover.getStatus()).toMatchObject({ mode: 'local', localBudget: 20 })
  const local = await store.countSlots({
    key,
    windowMs,
    nowMs: Date.now(),
    groups: ['d'],
  })
  expect(local.total).toBe(4)
  const quote = { group: 'd', chainId: 31337, payer: `0x${'3'.repeat(40)}` }
  const submitted = {
    status: 'SUBMITTED' as const,
    transactionHash: `0x${'ab'.repeat(32)}`,
  }
  await failover.quoteRegistry.remember('q-apart', quote, Date.now())
  await failover.quoteRegistry.countFlowUse('q-apart', Date.now())
  expect(
    await failover.quoteRegistry.claimReport('q-apart', submitted, Date.now()),
  ).toBe('claimed')

  expect(await waitFor(() => !failover.isOnShare(), 3000)).toBe(true)
  await admin.quit()
  const direct = await connectRedisStores(redis.url, () => {}, keyPrefix)
  closers.push(() => direct.close())
  const counts = await direct.rateLimitStore.countSlots({
    key,
    windowMs,
    nowMs: Date.now(),
    groups: ['a', 'd'],
  })
  // Three from before (written back again under their own tickets: not
  // counted twice), the one made apart, and the command that timed out,
  // which the paused Redis ran when it woke: counted, which errs on the
  // safe side.
  expect(counts.total).toBe(5)
  expect(counts.groups.get('a')?.calls).toBe(1)
  expect(counts.groups.get('d')?.calls).toBe(2)
  // The quote, its flow use and its report, claimed apart, are back.
  expect(await direct.quoteRegistry.lookup('q-apart', Date.now())).toEqual({
    ...quote,
    flowUses: 1,
    reported: 'SUBMITTED',
    transactionHash: submitted.transactionHash,
    outcomeHash: null,
  })
  expect(
    await direct.quoteRegistry.claimReport('q-apart', submitted, Date.now()),
  ).toBe('duplicate')
  expect(lines.map((line) => line.mode)).toEqual(['local', 'shared'])
}, 15_000)

test('behavior: each instance apart gets the budget divided by the instances last seen alive', async () => {
  const keyPrefix = `share-${Date.now()}:`
  const first = await createInstance(keyPrefix)
  const second = await createInstance(keyPrefix)
  const third = await createInstance(keyPrefix)
  expect(
    await waitFor(
      () =>
        [first, second, third].every(
          ({ failover }) => failover.getStatus().instances === 3,
        ),
      2000,
    ),
  ).toBe(true)
  // floor(20 / 3): together they never exceed the budget.
  expect(first.failover.localBudget()).toBe(6)
  await third.failover.close()
  // One that stopped beating is forgotten after three heartbeats.
  expect(
    await waitFor(() => first.failover.getStatus().instances === 2, 2000),
  ).toBe(true)
  expect(first.failover.localBudget()).toBe(10)
}, 10_000)

test('behavior: back before another instance, one stays on its share (rejoining) until the other is back, or for one window', async () => {
  const keyPrefix = `rejoin-${Date.now()}:`
  const rejoinWindowMs = 1500
  const first = await createInstance(keyPrefix, { rejoinWindowMs })
  // The other tries Redis again only after a minute: still apart when the
  // first is back.
  const other = await createInstance(keyPrefix, {
    rejoinWindowMs,
    retryMs: 60_000,
  })
  expect(
    await waitFor(() => first.failover.getStatus().instances === 2, 2000),
  ).toBe(true)
  await redis.kill()
  expect(
    await waitFor(
      () => [first, other].every(({ failover }) => failover.isOnShare()),
      2000,
    ),
  ).toBe(true)
  await redis.restart()
  expect(
    await waitFor(() => first.failover.getStatus().mode === 'rejoining', 3000),
  ).toBe(true)
  const rejoinedAtMs = first.failover.getStatus().sinceMs
  // On its share of the two: the other still spends its own.
  expect(first.failover.getStatus()).toMatchObject({ localBudget: 10 })
  expect(first.failover.isOnShare()).toBe(true)
  expect(other.failover.getStatus().mode).toBe('local')
  expect(
    await waitFor(() => first.failover.getStatus().mode === 'shared', 3000),
  ).toBe(true)
  // The other never came back: the first waited one window for it.
  expect(
    first.failover.getStatus().sinceMs - rejoinedAtMs,
  ).toBeGreaterThanOrEqual(rejoinWindowMs)
  expect(first.lines.map((line) => line.mode)).toEqual([
    'local',
    'rejoining',
    'shared',
  ])
}, 15_000)
