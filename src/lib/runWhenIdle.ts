/** Without requestIdleCallback (Safari), the task waits this long instead. */
const FALLBACK_DELAY_MS = 300

/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest
 * after `timeoutMs`); returns a function that cancels it.
 */
export function runWhenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, FALLBACK_DELAY_MS)
  return () => clearTimeout(handle)
}
