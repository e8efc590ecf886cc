import { expect, test } from 'vitest'
import { createRateLimiter } from './createRateLimiter'

function createClock(start = 1_700_000_000_000) {
  let nowMs = start
  return { now: () => nowMs, advance: (ms: number) => (nowMs += ms) }
}

test('behavior: allows the limit per window, then refuses until it resets', () => {
  const clock = createClock()
  const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, ...clock })
  expect([1, 2, 3].map(() => limiter.consume('a').isAllowed)).toEqual([
    true,
    true,
    true,
  ])
  clock.advance(15_500)
  const refused = limiter.consume('a')
  expect(refused).toEqual({
    isAllowed: false,
    limit: 3,
    remaining: 0,
    retryAfterSeconds: 45,
  })
  expect(limiter.consume('b').isAllowed).toBe(true)
  clock.advance(44_500)
  expect(limiter.consume('a')).toMatchObject({ isAllowed: true, remaining: 2 })
})

test('behavior: a reset gives every client a fresh window', () => {
  const clock = createClock()
  const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, ...clock })
  expect(limiter.consume('a').isAllowed).toBe(true)
  expect(limiter.consume('b').isAllowed).toBe(true)
  expect(limiter.consume('a').isAllowed).toBe(false)
  limiter.reset()
  expect(limiter.consume('a')).toMatchObject({ isAllowed: true, remaining: 0 })
  expect(limiter.consume('b').isAllowed).toBe(true)
})
