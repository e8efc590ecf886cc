import { useEffect, useState } from 'react'
import { ACTIVITY_WINDOW_MS, isRecentlyActive } from './isRecentlyActive'

/** Signs that someone is at the page. */
const activityEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'input',
  'wheel',
  'touchstart',
  'focusin',
] as const

const isVisible = () => document.visibilityState !== 'hidden'

/**
 * Whether the page is visible and the person has shown activity within the
 * window (isRecentlyActive). True on mount: whoever just opened the page is
 * there. Each mounted caller keeps its own clock; events only note the time,
 * and the component renders again only when the answer flips.
 */
export function useRecentActivity(windowMs = ACTIVITY_WINDOW_MS): boolean {
  const [isActive, setIsActive] = useState(true)
  useEffect(() => {
    let lastActivityAtMs = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      timer = undefined
      const nowMs = Date.now()
      const active = isRecentlyActive({
        isVisible: isVisible(),
        lastActivityAtMs,
        nowMs,
        windowMs,
      })
      setIsActive(active)
      // One timer per window, re-armed for what is left of it.
      if (active) {
        timer = setTimeout(check, lastActivityAtMs + windowMs - nowMs + 1)
      }
    }
    const onActivity = () => {
      lastActivityAtMs = Date.now()
      if (timer === undefined) check()
    }
    const onVisibility = () => {
      if (isVisible()) lastActivityAtMs = Date.now()
      if (timer !== undefined) clearTimeout(timer)
      check()
    }
    for (const type of activityEvents) {
      document.addEventListener(type, onActivity, {
        capture: true,
        passive: true,
      })
    }
    document.addEventListener('visibilitychange', onVisibility)
    check()
    return () => {
      if (timer !== undefined) clearTimeout(timer)
      for (const type of activityEvents) {
        document.removeEventListener(type, onActivity, { capture: true })
      }
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [windowMs])
  return isActive
}
