import { describe, expect, test } from 'vitest'
import type { RateLimitStore, SlotLimits } from '../rateLimitStore'

/**
 * The behaviour every RateLimitStore must have, run against each
 * implementation so memory and Redis cannot drift apart. `createStore` gets
 * a key prefix of its own for each store (a reset clears only its keys).
 */
export function describeRateLimitStore(
  name: string,
  createStore: (keyPrefix: string) => Promise<RateLimitStore>,
) {
  describe(`${name} rate-limit store`, () => {
    const windowMs = 60_000
    const t0 = 1_750_000_000_000
    let keyCounter = 0
    const freshKey = () => `test:${process.pid}:${Date.now()}:${keyCounter++}`
    let prefixCounter = 0
    const createStoreOf = () =>
      createStore(`describe-${process.pid}-${Date.now()}-${prefixCounter++}:`)
    const noLimits: SlotLimits = {
      maxTotal: Number.POSITIVE_INFINITY,
      maxGroup: Number.POSITIVE_INFINITY,
      maxLane: Number.POSITIVE_INFINITY,
      maxGroupLane: Number.POSITIVE_INFINITY,
    }

    test('behavior: admits up to the limit inside a window, then says when to retry', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      for (let i = 0; i < 3; i++) {
        const taken = await store.take({
          key,
          limit: 3,
          windowMs,
          nowMs: t0 + i * 1000,
        })
        expect(taken.isAllowed).toBe(true)
      }
      const refused = await store.take({
        key,
        limit: 3,
        windowMs,
        nowMs: t0 + 5000,
      })
      expect(refused).toEqual({ isAllowed: false, retryAfterMs: 55_000 })
      await store.close()
    })

    test('behavior: the window slides: a slot frees exactly when its event leaves', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      await store.take({ key, limit: 2, windowMs, nowMs: t0 })
      await store.take({ key, limit: 2, windowMs, nowMs: t0 + 10_000 })
      expect(
        (
          await store.take({
            key,
            limit: 2,
            windowMs,
            nowMs: t0 + windowMs - 1,
          })
        ).isAllowed,
      ).toBe(false)
      expect(
        (await store.take({ key, limit: 2, windowMs, nowMs: t0 + windowMs }))
          .isAllowed,
      ).toBe(true)
      const refused = await store.take({
        key,
        limit: 2,
        windowMs,
        nowMs: t0 + windowMs + 1,
      })
      expect(refused).toEqual({ isAllowed: false, retryAfterMs: 9_999 })
      await store.close()
    })

    test('behavior: a smaller limit on the same key stops earlier (priority reserve)', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      for (let i = 0; i < 3; i++) {
        await store.take({ key, limit: 5, windowMs, nowMs: t0 + i })
      }
      expect(
        (await store.take({ key, limit: 3, windowMs, nowMs: t0 + 10 }))
          .isAllowed,
      ).toBe(false)
      expect(
        (await store.take({ key, limit: 5, windowMs, nowMs: t0 + 10 }))
          .isAllowed,
      ).toBe(true)
      await store.close()
    })

    test('behavior: a released event gives its slot back', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      const taken = await store.take({ key, limit: 1, windowMs, nowMs: t0 })
      expect(
        (await store.take({ key, limit: 1, windowMs, nowMs: t0 })).isAllowed,
      ).toBe(false)
      if (!taken.isAllowed) throw new Error('expected a ticket')
      await store.release(key, taken.ticket)
      expect(
        (await store.take({ key, limit: 1, windowMs, nowMs: t0 })).isAllowed,
      ).toBe(true)
      await store.close()
    })

    test('behavior: keys are independent', async () => {
      const store = await createStoreOf()
      const [a, b] = [freshKey(), freshKey()]
      await store.take({ key: a, limit: 1, windowMs, nowMs: t0 })
      expect(
        (await store.take({ key: b, limit: 1, windowMs, nowMs: t0 })).isAllowed,
      ).toBe(true)
      await store.close()
    })

    test('behavior: a pause lasts until its end, and a later end wins', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      expect(await store.getPausedUntil(key, t0)).toBe(0)
      await store.pause({ key, untilMs: t0 + 30_000, nowMs: t0 })
      await store.pause({ key, untilMs: t0 + 10_000, nowMs: t0 })
      expect(await store.getPausedUntil(key, t0 + 29_999)).toBe(t0 + 30_000)
      expect(await store.getPausedUntil(key, t0 + 30_000)).toBe(0)
      await store.close()
    })

    test('behavior: concurrent takes never admit more than the limit', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          store.take({ key, limit: 7, windowMs, nowMs: t0 }),
        ),
      )
      expect(results.filter((r) => r.isAllowed)).toHaveLength(7)
      await store.close()
    })
    test('behavior: a slot is admitted only while every limit allows it, and says whose it is', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      const takeSlot = (
        group: string,
        lane: string,
        limits: Partial<SlotLimits>,
      ) =>
        store.takeSlot({
          key,
          windowMs,
          nowMs: t0,
          group,
          lane,
          limits: { ...noLimits, ...limits },
        })
      expect((await takeSlot('a', 'user', {})).isAllowed).toBe(true)
      expect((await takeSlot('a', 'flow', {})).isAllowed).toBe(true)
      expect((await takeSlot('b', 'user', {})).isAllowed).toBe(true)
      // 3 in all, 2 of group a, 2 of lane user, 1 of a's flows.
      expect((await takeSlot('c', 'user', { maxTotal: 3 })).isAllowed).toBe(
        false,
      )
      expect((await takeSlot('a', 'report', { maxGroup: 2 })).isAllowed).toBe(
        false,
      )
      expect((await takeSlot('c', 'user', { maxLane: 2 })).isAllowed).toBe(
        false,
      )
      expect((await takeSlot('a', 'flow', { maxGroupLane: 1 })).isAllowed).toBe(
        false,
      )
      expect(
        (await takeSlot('b', 'flow', { maxGroupLane: 1, maxTotal: 4 }))
          .isAllowed,
      ).toBe(true)
      const slots = await store.readSlots({ key, windowMs, nowMs: t0 })
      // Taken at one instant: in any order.
      expect(slots.map(({ group, lane }) => `${group} ${lane}`).sort()).toEqual(
        ['a flow', 'a user', 'b flow', 'b user'],
      )
      await store.close()
    })

    test('behavior: a group’s calls count at every level of its path, the ceiling holds for its widest block, and they leave every level together', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      const slash32 = '2001:db8::/32'
      const slash48 = '2001:db8:1::/48'
      const pathOf = (n: number) => [slash32, slash48, `2001:db8:1:${n}00::/56`]
      const take = (n: number, nowMs: number, maxGroup = Infinity) =>
        store.takeSlot({
          key,
          windowMs,
          nowMs,
          group: pathOf(n)[2] ?? '',
          path: pathOf(n),
          lane: n === 0 ? 'quote' : 'user',
          limits: { ...noLimits, maxGroup },
        })
      for (let n = 0; n < 3; n++) {
        expect((await take(n, t0 + n * 1000, 3)).isAllowed).toBe(true)
      }
      // A fourth /56 of the same /48: its own count is 0, its /32's is 3.
      expect((await take(3, t0 + 3000, 3)).isAllowed).toBe(false)
      const counts = await store.countSlots({
        key,
        windowMs,
        nowMs: t0 + 3000,
        groups: [...pathOf(0), pathOf(3)[2] ?? ''],
      })
      expect(counts.total).toBe(3)
      expect(counts.quoteGroups).toBe(1)
      expect(counts.groups.get(slash32)?.calls).toBe(3)
      expect(counts.groups.get(slash48)?.calls).toBe(3)
      expect(counts.groups.get(pathOf(0)[2] ?? '')).toEqual({
        calls: 1,
        flows: 0,
        quotes: 1,
      })
      expect(counts.groups.has(pathOf(3)[2] ?? '')).toBe(false)
      const slots = await store.readSlots({ key, windowMs, nowMs: t0 + 3000 })
      expect(slots.map((slot) => slot.path)).toEqual([0, 1, 2].map(pathOf))
      expect(slots.map((slot) => slot.group)).toEqual(
        [0, 1, 2].map((n) => pathOf(n)[2]),
      )
      // The first leaves the window: from every level.
      const later = await store.countSlots({
        key,
        windowMs,
        nowMs: t0 + windowMs,
        groups: pathOf(0),
      })
      expect(later.groups.get(slash32)?.calls).toBe(2)
      expect(later.groups.get(slash48)?.calls).toBe(2)
      expect(later.groups.has(pathOf(0)[2] ?? '')).toBe(false)
      expect(later.quoteGroups).toBe(0)
      expect((await take(3, t0 + windowMs, 3)).isAllowed).toBe(true)
      await store.close()
    })

    test('behavior: slots leave the window as their time passes, and a settled one later', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      const take = async (nowMs: number) => {
        const taken = await store.takeSlot({
          key,
          windowMs,
          nowMs,
          group: 'g',
          lane: 'user',
          limits: { ...noLimits, maxTotal: 2 },
        })
        return taken.isAllowed ? taken.ticket : null
      }
      const first = await take(t0)
      await take(t0 + 1000)
      expect(await take(t0 + 2000)).toBeNull()
      if (!first) throw new Error('expected a ticket')
      // The call it stands for ended 3 s after it started.
      await store.settle(key, first, t0 + 3000)
      await store.settle(key, first, t0 + 500)
      const read = (nowMs: number) =>
        store
          .readSlots({ key, windowMs, nowMs })
          .then((slots) => slots.map((slot) => slot.atMs - t0))
      expect(await read(t0 + 3000)).toEqual([1000, 3000])
      expect(await read(t0 + windowMs + 1000)).toEqual([3000])
      expect(await take(t0 + windowMs + 2999)).not.toBeNull()
      expect(await take(t0 + windowMs + 2999)).toBeNull()
      expect(await take(t0 + windowMs + 3000)).not.toBeNull()
      await store.close()
    })

    test('behavior: a released slot is free again', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      const take = () =>
        store.takeSlot({
          key,
          windowMs,
          nowMs: t0,
          group: 'g',
          lane: 'report',
          limits: { ...noLimits, maxTotal: 1 },
        })
      const taken = await take()
      if (!taken.isAllowed) throw new Error('expected a ticket')
      expect((await take()).isAllowed).toBe(false)
      await store.release(key, taken.ticket)
      expect((await take()).isAllowed).toBe(true)
      await store.close()
    })

    test('behavior: concurrent slot takes never pass a limit', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          store.takeSlot({
            key,
            windowMs,
            nowMs: t0,
            group: `g${i % 4}`,
            lane: 'user',
            limits: { ...noLimits, maxTotal: 9, maxGroup: 2 },
          }),
        ),
      )
      expect(results.filter((r) => r.isAllowed)).toHaveLength(8)
      await store.close()
    })

    test('behavior: the counts of a slot log are those of its calls in the window, through takes, settles, releases and calls leaving', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      const lanes = ['flow', 'quote', 'user', 'background', 'report']
      const groups = ['g0', 'g1', 'g2', '(proxy)']
      const tickets: string[] = []
      let seed = 7
      const random = (below: number) => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
        return seed % below
      }
      const expectCountsOfCalls = async (nowMs: number) => {
        const asked = [...groups, 'nobody']
        const counts = await store.countSlots({
          key,
          windowMs,
          nowMs,
          groups: asked,
        })
        const calls = await store.readSlots({ key, windowMs, nowMs })
        const of = (lane: string, group?: string) =>
          calls.filter(
            (call) =>
              (lane === '' || call.lane === lane) &&
              (group === undefined || call.group === group),
          ).length
        expect(counts.total).toBe(calls.length)
        expect(counts.flows).toBe(of('flow'))
        expect(counts.background).toBe(of('background'))
        expect(counts.quoteGroups).toBe(
          new Set(calls.filter((c) => c.lane === 'quote').map((c) => c.group))
            .size,
        )
        for (const group of asked) {
          const own = counts.groups.get(group) ?? {
            calls: 0,
            flows: 0,
            quotes: 0,
          }
          expect(own).toEqual({
            calls: of('', group),
            flows: of('flow', group),
            quotes: of('quote', group),
          })
        }
      }
      let nowMs = t0
      for (let step = 0; step < 120; step++) {
        nowMs += random(3000)
        const action = random(10)
        if (action < 6 || tickets.length === 0) {
          const taken = await store.takeSlot({
            key,
            windowMs,
            nowMs,
            group: groups[random(groups.length)] ?? 'g0',
            lane: lanes[random(lanes.length)] ?? 'user',
            limits: noLimits,
          })
          if (taken.isAllowed) tickets.push(taken.ticket)
        } else if (action < 8) {
          const ticket = tickets[random(tickets.length)] ?? ''
          await store.settle(key, ticket, nowMs + random(2000))
        } else {
          const [ticket = ''] = tickets.splice(random(tickets.length), 1)
          await store.release(key, ticket)
        }
        await expectCountsOfCalls(nowMs)
      }
      await expectCountsOfCalls(nowMs + windowMs / 2)
      await expectCountsOfCalls(nowMs + windowMs * 2)
      await store.close()
    })

    test('behavior: limits are checked against the counts of the calls still in the window', async () => {
      const store = await createStoreOf()
      const key = freshKey()
      const take = (nowMs: number, group: string, lane: string) =>
        store.takeSlot({
          key,
          windowMs,
          nowMs,
          group,
          lane,
          limits: { ...noLimits, maxGroup: 2, maxGroupLane: 1 },
        })
      const first = await take(t0, 'a', 'flow')
      expect(first.isAllowed).toBe(true)
      expect((await take(t0 + 1, 'a', 'flow')).isAllowed).toBe(false)
      expect((await take(t0 + 2, 'a', 'user')).isAllowed).toBe(true)
      expect((await take(t0 + 3, 'a', 'quote')).isAllowed).toBe(false)
      if (!first.isAllowed) throw new Error('expected a ticket')
      await store.release(key, first.ticket)
      expect((await take(t0 + 4, 'a', 'flow')).isAllowed).toBe(true)
      expect((await take(t0 + windowMs + 2, 'a', 'flow')).isAllowed).toBe(false)
      expect((await take(t0 + windowMs + 4, 'a', 'flow')).isAllowed).toBe(true)
      await store.close()
    })

    test('behavior: a reset forgets every window and pause', async () => {
      const store = await createStoreOf()
      const [plain, slots, paused] = [freshKey(), freshKey(), freshKey()]
      await store.take({ key: plain, limit: 1, windowMs, nowMs: t0 })
      await store.takeSlot({
        key: slots,
        windowMs,
        nowMs: t0,
        group: 'g',
        lane: 'user',
        limits: noLimits,
      })
      await store.pause({ key: paused, untilMs: t0 + 30_000, nowMs: t0 })
      await store.reset()
      expect(
        (await store.take({ key: plain, limit: 1, windowMs, nowMs: t0 }))
          .isAllowed,
      ).toBe(true)
      expect(
        await store.readSlots({ key: slots, windowMs, nowMs: t0 }),
      ).toEqual([])
      expect(await store.getPausedUntil(paused, t0)).toBe(0)
      await store.close()
    })
  })
}
