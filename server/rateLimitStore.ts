/**
 * Where the proxy keeps its counters: per-client limits, the shared upstream
 * budget and the pause set after an upstream 429. Sliding-window logs, so no
 * window of `windowMs` ever admits more than `limit`, whatever the upstream's
 * own window alignment. Memory by default; Redis when several instances run.
 */

type TakeParameters = {
  key: string
  limit: number
  windowMs: number
  nowMs: number
}

type TakeReturnType =
  | { isAllowed: true; ticket: string }
  | { isAllowed: false; retryAfterMs: number }

type PauseParameters = { key: string; untilMs: number; nowMs: number }

export type RateLimitStore = {
  /** Admits one event when fewer than `limit` were admitted in the window. */
  take(parameters: TakeParameters): Promise<TakeReturnType>
  /** Gives back an admitted event that did not happen after all. */
  release(key: string, ticket: string): Promise<void>
  /** Pauses `key` until `untilMs` (a later pause wins). */
  pause(parameters: PauseParameters): Promise<void>
  /** The end of the pause on `key`, or 0 when it is not paused. */
  getPausedUntil(key: string, nowMs: number): Promise<number>
  close(): Promise<void>
}
