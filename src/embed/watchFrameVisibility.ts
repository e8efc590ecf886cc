// Clickjacking defence for the widget's frame, its eyes: whether this frame
// is in plain sight on the partner's page. IntersectionObserver v2
// (`trackVisibility`, Chromium) reports the frame transparent, filtered,
// transformed or covered by anything, even by content the pointer passes
// through; elsewhere only whether it intersects the viewport is known, and
// the page's visibility (only the latter without IntersectionObserver at
// all, as in jsdom). What to make of it is frameArm.ts's to say.
import { msg } from '@lingui/core/macro'
import {
  type FrameSighting,
  getMsUntilArmed,
  nextFrameArm,
  unarmedFrame,
} from './frameArm'

/** Each tenth of the frame crossing the viewport's edge is a move. */
const THRESHOLDS = Array.from({ length: 11 }, (_, index) => index / 10)

/** IntersectionObserver v2's minimum: visibility is computed at most this often. */
const VISIBILITY_DELAY_MS = 100

/** Why a press does not count yet, read by assistive technology. */
export const FRAME_ARMING_REASON = msg`Available once this widget has been fully visible for a second.`

type EntryV2 = IntersectionObserverEntry & { isVisible?: boolean }

function toPlace({ boundingClientRect: box, intersectionRect: seen }: EntryV2) {
  return [box.x, box.y, box.width, box.height, seen.x, seen.y, seen.width]
    .concat(seen.height)
    .map(Math.round)
    .join()
}

/**
 * Watches this frame from now on and tells `onArmedChange` when presses
 * start and stop counting (armed only after a second in plain sight, never
 * at once); returns the function that stops watching.
 */
export function watchFrameVisibility(
  onArmedChange: (isArmed: boolean) => void,
): () => void {
  const canObserve = typeof IntersectionObserver === 'function'
  const hasVisibility =
    canObserve && 'isVisible' in IntersectionObserverEntry.prototype
  let arm = unarmedFrame
  let sighting: FrameSighting = { isVisible: !canObserve, place: '' }
  let isArmed = false
  let timer: ReturnType<typeof setTimeout> | undefined

  function decide() {
    clearTimeout(timer)
    const nowMs = performance.now()
    arm = nextFrameArm(
      arm,
      {
        isVisible: sighting.isVisible && document.visibilityState === 'visible',
        // The frame resized (by its host, or following its content) moved
        // what is under the pointer.
        place: `${sighting.place};${window.innerWidth}x${window.innerHeight}`,
      },
      nowMs,
    )
    const waitMs = getMsUntilArmed(arm, nowMs)
    if (isArmed !== (waitMs === 0)) {
      isArmed = waitMs === 0
      onArmedChange(isArmed)
    }
    if (waitMs) timer = setTimeout(decide, waitMs)
  }

  const observer = canObserve
    ? new IntersectionObserver(
        (entries) => {
          const entry: EntryV2 | undefined = entries.at(-1)
          if (!entry) return
          sighting = {
            isVisible: hasVisibility
              ? entry.isVisible === true
              : entry.isIntersecting,
            place: toPlace(entry),
          }
          decide()
        },
        {
          threshold: THRESHOLDS,
          ...(hasVisibility
            ? { trackVisibility: true, delay: VISIBILITY_DELAY_MS }
            : {}),
        } as IntersectionObserverInit,
      )
    : null
  observer?.observe(document.documentElement)
  if (!observer) decide()
  window.addEventListener('resize', decide)
  document.addEventListener('visibilitychange', decide)
  return () => {
    observer?.disconnect()
    clearTimeout(timer)
    window.removeEventListener('resize', decide)
    document.removeEventListener('visibilitychange', decide)
  }
}
