import { expect, test } from 'vitest'
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore'
import { describeRateLimitStore } from './testing/describeRateLimitStore'

describeRateLimitStore('memory', async () => createMemoryRateLimitStore())

test('behavior: a long-lived log (calls leaving, settled and released by the thousand) keeps its calls in order and its counts', async () => {
  const store = createMemoryRateLimitStore()
  const key = 'budget:upstream'
  const windowMs = 60_000
  const limits = {
    maxTotal: Number.POSITIVE_INFINITY,
    maxGroup: Number.POSITIVE_INFINITY,
    maxLane: Number.POSITIVE_INFINITY,
    maxGroupLane: Number.POSITIVE_INFINITY,
  }
  let nowMs = 1_750_000_000_000
  const open: string[] = []
  for (let i = 0; i < 20_000; i++) {
    nowMs += 7
    const taken = await store.takeSlot({
      key,
      windowMs,
      nowMs,
      group: `g${i % 3}`,
      lane: i % 5 === 0 ? 'quote' : 'user',
      limits,
    })
    if (!taken.isAllowed) throw new Error('expected a ticket')
    open.push(taken.ticket)
    if (i % 4 === 0) await store.release(key, open.shift() ?? '')
    if (open.length > 2) await store.settle(key, open.shift() ?? '', nowMs)
  }
  const calls = await store.readSlots({ key, windowMs, nowMs })
  const times = calls.map((call) => call.atMs)
  expect(times).toEqual([...times].sort((a, b) => a - b))
  expect(times[0]).toBeGreaterThan(nowMs - windowMs)
  const counts = await store.countSlots({
    key,
    windowMs,
    nowMs,
    groups: ['g0', 'g1', 'g2'],
  })
  expect(counts.total).toBe(calls.length)
  expect(counts.widestBlocks).toBe(new Set(calls.map((c) => c.group)).size)
  for (const group of ['g0', 'g1', 'g2']) {
    const own = calls.filter((call) => call.group === group)
    expect(counts.groups.get(group)).toEqual({
      calls: own.length,
      flows: 0,
      quotes: own.filter((call) => call.lane === 'quote').length,
    })
  }
})
