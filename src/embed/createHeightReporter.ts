/** Changes closer together than this are reported once, as the last one. */
export const QUIET_MS = 120
/**
 * The card's first layout is followed at once by its parts (logos, the
 * quote's status row, lazily loaded pieces): its first report waits for
 * them to settle, while the host's reserved height stands in.
 */
export const FIRST_QUIET_MS = 300
/** A height that keeps changing is still reported this often. */
export const MAX_WAIT_MS = 1000

export type HeightReporter = {
  /** The content may have changed size: report it once it settles. */
  changed: () => void
  stop: () => void
}

/**
 * The frame's height reports, debounced: the host resizes the iframe on
 * each, moving the partner's page below it, so a burst of changes is one
 * report, never one per step. `measure` returns null while a measurement
 * would not be the card's (no layout yet, styles or fonts still loading,
 * the skeleton): nothing is reported then, and the next change asks again.
 */
export function createHeightReporter(
  measure: () => number | null,
  report: (height: number) => void,
): HeightReporter {
  let reported = -1
  let since = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  function send() {
    since = 0
    const height = measure()
    if (height === null || height === reported) return
    reported = height
    report(height)
  }
  return {
    changed() {
      clearTimeout(timer)
      const now = Date.now()
      since ||= now
      const quiet = reported < 0 ? FIRST_QUIET_MS : QUIET_MS
      timer = setTimeout(send, Math.min(quiet, since + MAX_WAIT_MS - now))
    },
    stop: () => clearTimeout(timer),
  }
}
