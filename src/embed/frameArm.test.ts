import { describe, expect, test } from 'vitest'
import {
  ARM_DELAY_MS,
  type FrameArm,
  getMsUntilArmed,
  nextFrameArm,
  unarmedFrame,
} from './frameArm'

const inSight = (place = 'a') => ({ isVisible: true, place })
const hidden = { isVisible: false, place: 'a' }

/** Sightings in order, each at its time; the arm after the last. */
function sight(...steps: [number, { isVisible: boolean; place: string }][]) {
  return steps.reduce<FrameArm>(
    (arm, [atMs, sighting]) => nextFrameArm(arm, sighting, atMs),
    unarmedFrame,
  )
}

describe('frameArm', () => {
  test('behavior: armed a second after the frame came into plain sight, never before', () => {
    const arm = sight([5000, inSight()])
    expect(getMsUntilArmed(arm, 5000)).toBe(ARM_DELAY_MS)
    expect(getMsUntilArmed(arm, 5999)).toBe(1)
    expect(getMsUntilArmed(arm, 6000)).toBe(0)
    expect(getMsUntilArmed(arm, 60_000)).toBe(0)
  })

  test('behavior: never armed while not in sight (transparent, covered, hidden)', () => {
    expect(getMsUntilArmed(unarmedFrame, 0)).toBeNull()
    expect(getMsUntilArmed(sight([0, hidden]), 10_000)).toBeNull()
  })

  test('behavior: covered or hidden, even briefly, starts the second over', () => {
    const arm = sight([0, inSight()], [900, hidden], [950, inSight()])
    expect(getMsUntilArmed(arm, 1000)).toBe(950)
    expect(getMsUntilArmed(arm, 1950)).toBe(0)
  })

  test('behavior: a move starts the second over; the same place again keeps the count', () => {
    const kept = sight([0, inSight('a')], [500, inSight('a')])
    expect(getMsUntilArmed(kept, 1000)).toBe(0)
    const moved = sight([0, inSight('a')], [900, inSight('b')])
    expect(getMsUntilArmed(moved, 1000)).toBe(900)
    expect(getMsUntilArmed(moved, 1900)).toBe(0)
  })

  test('behavior: an armed frame that moves is disarmed at once', () => {
    const armed = sight([0, inSight('a')])
    expect(getMsUntilArmed(armed, 5000)).toBe(0)
    const moved = nextFrameArm(armed, inSight('b'), 5000)
    expect(getMsUntilArmed(moved, 5000)).toBe(ARM_DELAY_MS)
  })
})
