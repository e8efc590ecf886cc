import { useEffect } from 'react'

/** Without requestIdleCallback (Safari), a pause after the first screen. */
const FALLBACK_DELAY_MS = 2_000
/** Idle or not, the preload starts by then. */
const IDLE_TIMEOUT_MS = 5_000

/**
 * Loads code the page is about to need (a dialog's chunk) once the browser
 * is idle after the first screen: the first screen does not wait for it,
 * and its first open does not wait for the network. A load that fails is
 * left for the real open to report and retry.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const run = () => {
      load().catch(() => undefined)
    }
    if (typeof globalThis.requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(run, FALLBACK_DELAY_MS)
    return () => clearTimeout(id)
  }, [load])
}
