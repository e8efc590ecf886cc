import { describe, expect, test } from 'vitest'
import { ACTIVITY_WINDOW_MS, getPagePresence } from './getPagePresence'

describe('getPagePresence', () => {
  const lastActivityAtMs = 1_000_000

  test('behavior: a visible page used within the window is active', () => {
    expect(
      getPagePresence({ isVisible: true, lastActivityAtMs, nowMs: 1_060_000 }),
    ).toBe('active')
    expect(
      getPagePresence({
        isVisible: true,
        lastActivityAtMs,
        nowMs: lastActivityAtMs + ACTIVITY_WINDOW_MS,
      }),
    ).toBe('active')
  })

  test('behavior: untouched past the window it is idle; out of sight, hidden', () => {
    expect(
      getPagePresence({
        isVisible: true,
        lastActivityAtMs,
        nowMs: lastActivityAtMs + ACTIVITY_WINDOW_MS + 1,
      }),
    ).toBe('idle')
    expect(
      getPagePresence({
        isVisible: false,
        lastActivityAtMs,
        nowMs: lastActivityAtMs + 1,
      }),
    ).toBe('hidden')
  })

  test('behavior: the window covers a minute of reading a review', () => {
    expect(ACTIVITY_WINDOW_MS).toBeGreaterThan(60_000)
  })
})
