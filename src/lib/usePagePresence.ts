import { useEffect, useState } from 'react'
import {
  ACTIVITY_WINDOW_MS,
  getPagePresence,
  type PagePresence,
} from './getPagePresence'

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
 * Whether someone is at the page (getPagePresence). Active on mount: whoever
 * just opened the page is there; a page that comes back into view counts as
 * a return. Each mounted caller keeps its own clock; events only note the
 * time, and the component renders again only when the answer changes.
 */
export function usePagePresence(windowMs = ACTIVITY_WINDOW_MS): PagePresence {
  const [presence, setPresence] = useState<PagePresence>('active')
  useEffect(() => {
    let lastActivityAtMs = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      timer = undefined
      const nowMs = Date.now()
      const next = getPagePresence({
        isVisible: isVisible(),
        lastActivityAtMs,
        nowMs,
        windowMs,
      })
      setPresence(next)
      // One timer per window, re-armed for what is left of it.
      if (next === 'active') {
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
  return presence
}
