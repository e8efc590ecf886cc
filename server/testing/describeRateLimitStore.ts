import { describe, expect, test } from 'vitest'
import type { RateLimitStore } from '../rateLimitStore'

/**
 * The behaviour every RateLimitStore must have, run against each
 * implementation so memory and Redis cannot drift apart.
 */
export function describeRateLimitStore(
  name: string,
  createStore: () => Promise<RateLimitStore>,
) {
  describe(`${name} rate-limit store`, () => {
    const windowMs = 60_000
    const t0 = 1_750_000_000_000
    let keyCounter = 0
    const freshKey = () => `test:${process.pid}:${Date.now()}:${keyCounter++}`

    test('behavior: admits up to the limit inside a window, then says when to retry', async () => {
      const store = await createStore()
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
      const store = await createStore()
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
      const store = await createStore()
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
      const store = await createStore()
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
      const store = await createStore()
      const [a, b] = [freshKey(), freshKey()]
      await store.take({ key: a, limit: 1, windowMs, nowMs: t0 })
      expect(
        (await store.take({ key: b, limit: 1, windowMs, nowMs: t0 })).isAllowed,
      ).toBe(true)
      await store.close()
    })

    test('behavior: a pause lasts until its end, and a later end wins', async () => {
      const store = await createStore()
      const key = freshKey()
      expect(await store.getPausedUntil(key, t0)).toBe(0)
      await store.pause({ key, untilMs: t0 + 30_000, nowMs: t0 })
      await store.pause({ key, untilMs: t0 + 10_000, nowMs: t0 })
      expect(await store.getPausedUntil(key, t0 + 29_999)).toBe(t0 + 30_000)
      expect(await store.getPausedUntil(key, t0 + 30_000)).toBe(0)
      await store.close()
    })

    test('behavior: concurrent takes never admit more than the limit', async () => {
      const store = await createStore()
      const key = freshKey()
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          store.take({ key, limit: 7, windowMs, nowMs: t0 }),
        ),
      )
      expect(results.filter((r) => r.isAllowed)).toHaveLength(7)
      await store.close()
    })
  })
}
