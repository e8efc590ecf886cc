export type RateLimitConfig = {
  /** Requests allowed per client in one window. */
  limit: number
  windowMs: number
}

export const defaultRateLimit: RateLimitConfig = { limit: 20, windowMs: 60_000 }

type CreateRateLimiterParameters = RateLimitConfig & {
  now: () => number
}

export type RateLimitDecision = {
  isAllowed: boolean
  limit: number
  remaining: number
  /** Whole seconds until the client's window resets (at least 1). */
  retryAfterSeconds: number
}

export type RateLimiter = {
  consume: (clientKey: string) => RateLimitDecision
  /** Forgets every client's window (devnet control: a fresh window per test). */
  reset: () => void
}

const PRUNE_THRESHOLD = 10_000

/**
 * Fixed window per client, as the spec words it ("wait for the window to
 * reset"): the first request opens a window of `windowMs`; past `limit`
 * requests in it the client is refused until it closes.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now,
}: CreateRateLimiterParameters): RateLimiter {
  const windows = new Map<string, { startMs: number; count: number }>()

  function prune(nowMs: number) {
    for (const [key, window] of windows) {
      if (nowMs - window.startMs >= windowMs) windows.delete(key)
    }
  }

  return {
    consume(clientKey) {
      const nowMs = now()
      if (windows.size > PRUNE_THRESHOLD) prune(nowMs)
      let window = windows.get(clientKey)
      if (!window || nowMs - window.startMs >= windowMs) {
        window = { startMs: nowMs, count: 0 }
        windows.set(clientKey, window)
      }
      window.count++
      const resetInMs = window.startMs + windowMs - nowMs
      return {
        isAllowed: window.count <= limit,
        limit,
        remaining: Math.max(0, limit - window.count),
        retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
      }
    },
    reset() {
      windows.clear()
    },
  }
}
