import { act, fireEvent, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ACTIVITY_WINDOW_MS } from './getPagePresence'
import { usePagePresence } from './usePagePresence'

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => state,
  })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('usePagePresence', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    setVisibility('visible')
    vi.useRealTimers()
  })

  test('behavior: active on arrival, idle after the window, active again on the next key', () => {
    const { result } = renderHook(() => usePagePresence())
    expect(result.current).toBe('active')
    act(() => {
      vi.advanceTimersByTime(ACTIVITY_WINDOW_MS - 10_000)
    })
    // A pointer move within the window keeps the page active past it.
    act(() => {
      fireEvent.pointerMove(document)
      vi.advanceTimersByTime(20_000)
    })
    expect(result.current).toBe('active')
    act(() => {
      vi.advanceTimersByTime(ACTIVITY_WINDOW_MS)
    })
    expect(result.current).toBe('idle')
    act(() => {
      fireEvent.keyDown(document, { key: 'a' })
    })
    expect(result.current).toBe('active')
  })

  test('behavior: hidden says so; back in view is a return', () => {
    const { result } = renderHook(() => usePagePresence())
    act(() => setVisibility('hidden'))
    expect(result.current).toBe('hidden')
    act(() => {
      vi.advanceTimersByTime(3 * ACTIVITY_WINDOW_MS)
    })
    expect(result.current).toBe('hidden')
    act(() => setVisibility('visible'))
    expect(result.current).toBe('active')
  })
})
