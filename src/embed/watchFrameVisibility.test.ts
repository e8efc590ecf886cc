import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { watchFrameVisibility } from './watchFrameVisibility'

// jsdom lays nothing out and has no IntersectionObserver: the observer is
// replaced by one the test drives, standing for what Chromium reports
// (IntersectionObserver v2's isVisible where `hasVisibility`). The timing is
// the real one, on fake timers. Chromium itself is in
// test/e2e/widget.clickjack.spec.ts.

type Report = { isVisible?: boolean; isIntersecting: boolean; top?: number }

function stubObserver({ hasVisibility }: { hasVisibility: boolean }) {
  const created: { options: IntersectionObserverInit; targets: Element[] }[] =
    []
  let callback: IntersectionObserverCallback = () => {}
  class DrivenObserver {
    constructor(cb: IntersectionObserverCallback, options = {}) {
      callback = cb
      created.push({ options, targets: [] })
    }
    observe(target: Element) {
      created.at(-1)?.targets.push(target)
    }
    disconnect() {}
  }
  class Entry {}
  if (hasVisibility) Object.defineProperty(Entry.prototype, 'isVisible', {})
  vi.stubGlobal('IntersectionObserver', DrivenObserver)
  vi.stubGlobal('IntersectionObserverEntry', Entry)
  const report = ({ isVisible, isIntersecting, top = 0 }: Report) => {
    const box = new DOMRect(0, top, 400, 600)
    callback(
      [
        {
          isVisible,
          isIntersecting,
          boundingClientRect: box,
          intersectionRect: box,
        } as unknown as IntersectionObserverEntry,
      ],
      {} as IntersectionObserver,
    )
  }
  return { created, report }
}

describe('watchFrameVisibility', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'],
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  test('behavior: with IntersectionObserver v2 it tracks visibility and arms a second after the frame is in plain sight', () => {
    const { created, report } = stubObserver({ hasVisibility: true })
    const changes: boolean[] = []
    const stop = watchFrameVisibility((isArmed) => changes.push(isArmed))
    expect(created[0]?.options).toMatchObject({
      trackVisibility: true,
      delay: 100,
    })
    expect(created[0]?.targets).toEqual([document.documentElement])

    report({ isVisible: true, isIntersecting: true })
    vi.advanceTimersByTime(999)
    expect(changes).toEqual([])
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([true])
    stop()
  })

  test('behavior: transparent or covered (isVisible false though intersecting) disarms at once and starts the second over', () => {
    const { report } = stubObserver({ hasVisibility: true })
    const changes: boolean[] = []
    const stop = watchFrameVisibility((isArmed) => changes.push(isArmed))
    report({ isVisible: true, isIntersecting: true })
    vi.advanceTimersByTime(1000)
    report({ isVisible: false, isIntersecting: true })
    expect(changes).toEqual([true, false])
    vi.advanceTimersByTime(5000)
    expect(changes).toEqual([true, false])
    report({ isVisible: true, isIntersecting: true })
    vi.advanceTimersByTime(999)
    expect(changes).toEqual([true, false])
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([true, false, true])
    stop()
  })

  test('behavior: a move (new geometry) or a resize of the frame re-arms it', () => {
    const { report } = stubObserver({ hasVisibility: true })
    const changes: boolean[] = []
    const stop = watchFrameVisibility((isArmed) => changes.push(isArmed))
    report({ isVisible: true, isIntersecting: true })
    vi.advanceTimersByTime(1000)
    report({ isVisible: true, isIntersecting: true, top: -40 })
    expect(changes).toEqual([true, false])
    vi.advanceTimersByTime(1000)
    expect(changes).toEqual([true, false, true])

    window.dispatchEvent(new Event('resize'))
    // jsdom's window keeps its size: only a change of it is a move.
    expect(changes).toEqual([true, false, true])
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900)
    window.dispatchEvent(new Event('resize'))
    expect(changes).toEqual([true, false, true, false])
    vi.advanceTimersByTime(1000)
    expect(changes).toEqual([true, false, true, false, true])
    stop()
  })

  test('behavior: a hidden page disarms; without v2 an intersecting frame arms after the same second', () => {
    const { created, report } = stubObserver({ hasVisibility: false })
    const changes: boolean[] = []
    const stop = watchFrameVisibility((isArmed) => changes.push(isArmed))
    expect(created[0]?.options).not.toHaveProperty('trackVisibility')
    report({ isIntersecting: false })
    vi.advanceTimersByTime(5000)
    expect(changes).toEqual([])
    report({ isIntersecting: true })
    vi.advanceTimersByTime(1000)
    expect(changes).toEqual([true])

    const state = vi.spyOn(document, 'visibilityState', 'get')
    state.mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(changes).toEqual([true, false])
    state.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(999)
    expect(changes).toEqual([true, false])
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([true, false, true])
    stop()
  })

  test('behavior: once stopped, nothing more is reported', () => {
    const { report } = stubObserver({ hasVisibility: true })
    const changes: boolean[] = []
    const stop = watchFrameVisibility((isArmed) => changes.push(isArmed))
    report({ isVisible: true, isIntersecting: true })
    stop()
    vi.advanceTimersByTime(5000)
    window.dispatchEvent(new Event('resize'))
    expect(changes).toEqual([])
  })
})
