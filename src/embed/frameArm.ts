/**
 * Clickjacking defence for the widget's frame, its timing: a press that
 * commits host-set limits or leads to a signature counts only once the frame
 * has been in view, unobscured, for a second without moving. A partner page
 * that turns the frame transparent, covers it or slides it under the
 * person's pointer disarms it, and the second starts over once it is in
 * plain sight again (watchFrameVisibility.ts observes; this decides).
 */

/** How long the frame must have been in plain sight before a press counts. */
export const ARM_DELAY_MS = 1000

/** One look at the frame, as the observers report it. */
export type FrameSighting = {
  /** In view and unobscured (IntersectionObserver v2), and the page shown. */
  isVisible: boolean
  /** Where the frame is (its geometry as a key): a change is a move. */
  place: string
}

export type FrameArm = {
  /** Since when the frame has been in plain sight at `place`, or null. */
  visibleSinceMs: number | null
  place: string | null
}

export const unarmedFrame: FrameArm = { visibleSinceMs: null, place: null }

/** The arm after a sighting at `nowMs`: hidden, covered or moved restarts. */
export function nextFrameArm(
  arm: FrameArm,
  sighting: FrameSighting,
  nowMs: number,
): FrameArm {
  if (!sighting.isVisible) return unarmedFrame
  if (arm.visibleSinceMs !== null && arm.place === sighting.place) return arm
  return { visibleSinceMs: nowMs, place: sighting.place }
}

/**
 * Milliseconds until presses count: 0 once armed, null while the frame is
 * not in plain sight (nothing to wait for).
 */
export function getMsUntilArmed(
  arm: FrameArm,
  nowMs: number,
  delayMs = ARM_DELAY_MS,
): number | null {
  if (arm.visibleSinceMs === null) return null
  return Math.max(0, arm.visibleSinceMs + delayMs - nowMs)
}
