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

type IsRecentlyActiveParameters = {
  isVisible: boolean
  lastActivityAtMs: number
  nowMs: number
  windowMs?: number
}

/** Whether the page may refresh a quote by itself now. */
export function isRecentlyActive({
  isVisible,
  lastActivityAtMs,
  nowMs,
  windowMs = ACTIVITY_WINDOW_MS,
}: IsRecentlyActiveParameters): boolean {
  return isVisible && nowMs - lastActivityAtMs <= windowMs
}
