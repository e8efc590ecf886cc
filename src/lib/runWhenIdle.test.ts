import { afterEach, describe, expect, test, vi } from 'vitest'
import { runWhenIdle } from './runWhenIdle'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('runWhenIdle', () => {
  test('behavior: runs the task in an idle callback bounded by the timeout, and cancels it', () => {
    const callbacks = new Map<number, IdleRequestCallback>()
    const requestIdleCallback = vi.fn(
      (callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
        callbacks.set(callbacks.size + 1, callback)
        return callbacks.size
      },
    )
    const cancelIdleCallback = vi.fn((handle: number) => {
      callbacks.delete(handle)
    })
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
    const task = vi.fn()

    const cancel = runWhenIdle(task, 500)
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: 500,
    })
    expect(task).not.toHaveBeenCalled()
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(1)
    expect(callbacks.size).toBe(0)

    runWhenIdle(task)
    callbacks.get(1)?.({ didTimeout: false, timeRemaining: () => 10 })
    expect(task).toHaveBeenCalledOnce()
  })

  test('behavior: without requestIdleCallback, runs the task after a short delay unless cancelled', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const task = vi.fn()
    const cancelled = vi.fn()

    runWhenIdle(task)
    runWhenIdle(cancelled)()
    vi.advanceTimersByTime(299)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })
})
