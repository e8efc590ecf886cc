// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { usePreloadWhenIdle } from './usePreloadWhenIdle'

afterEach(() => {
  // Unmounted while the stubs are still in place.
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('usePreloadWhenIdle', () => {
  test('behavior: loads once the browser is idle, not during the render', () => {
    let idle: (() => void) | undefined
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => {
        idle = callback
        return 7
      }),
    )
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    const load = vi.fn(() => Promise.resolve())
    renderHook(() => usePreloadWhenIdle(load))
    expect(load).not.toHaveBeenCalled()
    idle?.()
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('behavior: nothing loads after unmount; a failed load is swallowed', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', (callback: () => void) =>
      setTimeout(callback, 100),
    )
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id))
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const first = renderHook(() => usePreloadWhenIdle(load))
    first.unmount()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(load).not.toHaveBeenCalled()
    renderHook(() => usePreloadWhenIdle(load))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
