/**
 * How long after the person's last sign of presence (a key, a pointer, a
 * scroll, focus) an expired quote is still replaced by itself. Longer than
 * a careful read of a review (a minute, as the browser tests read it), short
 * enough that a forgotten tab stops within a few quote lifetimes: at the
 * service's 30 s quotes, an idle page spends at most three more quotes and
 * then none, where it would otherwise spend two a minute of the 20 every
 * user of the product shares.
 */
export const ACTIVITY_WINDOW_MS = 90_000

/**
 * Whether someone is at the page: only an `active` page refreshes quotes by
 * itself; an `idle` one (visible, untouched past the window) or a `hidden`
 * one waits for the person's return.
 */
export type PagePresence = 'active' | 'idle' | 'hidden'

type GetPagePresenceParameters = {
  isVisible: boolean
  lastActivityAtMs: number
  nowMs: number
  windowMs?: number
}

export function getPagePresence({
  isVisible,
  lastActivityAtMs,
  nowMs,
  windowMs = ACTIVITY_WINDOW_MS,
}: GetPagePresenceParameters): PagePresence {
  if (!isVisible) return 'hidden'
  return nowMs - lastActivityAtMs <= windowMs ? 'active' : 'idle'
}
