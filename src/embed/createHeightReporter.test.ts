import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  createHeightReporter,
  FIRST_QUIET_MS,
  MAX_WAIT_MS,
  QUIET_MS,
} from './createHeightReporter'

/** A reporter over a content whose height the test sets (null: not laid out). */
function setup() {
  const content = { height: null as number | null }
  const reports: number[] = []
  const reporter = createHeightReporter(
    () => content.height,
    (height) => reports.push(height),
  )
  const change = (height: number | null, afterMs = 0) => {
    vi.advanceTimersByTime(afterMs)
    content.height = height
    reporter.changed()
  }
  return { reporter, reports, change }
}

describe('createHeightReporter', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('behavior: the card and the parts arriving just after it are one first report, the last height', () => {
    const { reports, change } = setup()
    change(518)
    change(520, 50)
    change(550, 200)
    vi.advanceTimersByTime(FIRST_QUIET_MS - 1)
    expect(reports).toEqual([])
    vi.advanceTimersByTime(1)
    expect(reports).toEqual([550])
  })

  test('behavior: nothing is reported while the content is not laid out (no width, skeleton, fonts loading); the next change reports it', () => {
    const { reports, change } = setup()
    change(null)
    vi.advanceTimersByTime(MAX_WAIT_MS * 2)
    expect(reports).toEqual([])
    change(560)
    vi.advanceTimersByTime(FIRST_QUIET_MS)
    expect(reports).toEqual([560])
  })

  test('behavior: a spike measured while not laid out never reaches the host', () => {
    const { reports, change } = setup()
    change(1032)
    vi.advanceTimersByTime(FIRST_QUIET_MS)
    change(null, 500)
    vi.advanceTimersByTime(QUIET_MS)
    change(1032, 100)
    vi.advanceTimersByTime(QUIET_MS)
    expect(reports).toEqual([1032])
  })

  test('behavior: later changes settle for a shorter while; an unchanged height is not reported again', () => {
    const { reports, change } = setup()
    change(550)
    vi.advanceTimersByTime(FIRST_QUIET_MS)
    change(827, 1000)
    change(833, 50)
    vi.advanceTimersByTime(QUIET_MS)
    change(833, 1000)
    vi.advanceTimersByTime(QUIET_MS)
    expect(reports).toEqual([550, 833])
  })

  test('behavior: a height that keeps changing is still reported once the longest wait is over', () => {
    const { reports, change } = setup()
    // A change every 60 ms, from 60 ms to 1200 ms.
    for (let step = 0; step < 20; step += 1) change(500 + step, 60)
    expect(reports).toEqual([516])
    vi.advanceTimersByTime(QUIET_MS)
    expect(reports).toEqual([516, 519])
  })

  test('behavior: stop cancels a pending report', () => {
    const { reporter, reports, change } = setup()
    change(600)
    reporter.stop()
    vi.advanceTimersByTime(MAX_WAIT_MS)
    expect(reports).toEqual([])
  })
})
