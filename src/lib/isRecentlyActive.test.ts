import { describe, expect, test } from 'vitest'
import { ACTIVITY_WINDOW_MS, isRecentlyActive } from './isRecentlyActive'

describe('isRecentlyActive', () => {
  test('behavior: a visible page used within the window may refresh by itself', () => {
    const lastActivityAtMs = 1_000_000
    expect(
      isRecentlyActive({ isVisible: true, lastActivityAtMs, nowMs: 1_060_000 }),
    ).toBe(true)
    expect(
      isRecentlyActive({
        isVisible: true,
        lastActivityAtMs,
        nowMs: lastActivityAtMs + ACTIVITY_WINDOW_MS,
      }),
    ).toBe(true)
  })

  test('behavior: idle past the window, or hidden, it may not', () => {
    const lastActivityAtMs = 1_000_000
    expect(
      isRecentlyActive({
        isVisible: true,
        lastActivityAtMs,
        nowMs: lastActivityAtMs + ACTIVITY_WINDOW_MS + 1,
      }),
    ).toBe(false)
    expect(
      isRecentlyActive({
        isVisible: false,
        lastActivityAtMs,
        nowMs: 1_000_001,
      }),
    ).toBe(false)
  })

  test('behavior: the window covers a minute of reading a review', () => {
    expect(ACTIVITY_WINDOW_MS).toBeGreaterThan(60_000)
  })
})
