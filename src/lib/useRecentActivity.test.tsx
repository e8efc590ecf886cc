import { act, fireEvent, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ACTIVITY_WINDOW_MS } from './isRecentlyActive'
import { useRecentActivity } from './useRecentActivity'

describe('useRecentActivity', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('behavior: active on arrival, idle after the window, active again on the next key', () => {
    const { result } = renderHook(() => useRecentActivity())
    expect(result.current).toBe(true)
    act(() => {
      vi.advanceTimersByTime(ACTIVITY_WINDOW_MS - 10_000)
    })
    // A pointer move within the window keeps the page active past it.
    act(() => {
      fireEvent.pointerMove(document)
      vi.advanceTimersByTime(20_000)
    })
    expect(result.current).toBe(true)
    act(() => {
      vi.advanceTimersByTime(ACTIVITY_WINDOW_MS)
    })
    expect(result.current).toBe(false)
    act(() => {
      fireEvent.keyDown(document, { key: 'a' })
    })
    expect(result.current).toBe(true)
  })
})
