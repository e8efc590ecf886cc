import type { RateLimitStore } from './rateLimitStore'

/**
 * The flood guard: any /api request of a client group, cache hits included,
 * counts against CLIENT_API_REQUEST_LIMIT per window, so one group cannot keep
 * the proxy itself busy. The upstream budget is the scheduler's
 * (createUpstreamScheduler).
 */

type LimitDecision =
  | { isAllowed: true }
  | {
      isAllowed: false
      reason: 'client-requests'
      retryAfterSeconds: number
    }

/** Admits or refuses each /api request of a client group. */
export type RequestLimiter = {
  admitRequest: (clientId: string) => Promise<LimitDecision>
}

type CreateRequestLimiterParameters = {
  store: RateLimitStore
  now: () => number
  windowSeconds: number
  clientRequestLimit: number
}

/** The store could not answer (Redis down): callers fail closed with 503. */
export class RateLimitStoreError extends Error {
  constructor(cause: unknown) {
    super('rate-limit store unavailable', { cause })
    this.name = 'RateLimitStoreError'
  }
}

/** Every store call goes through here, so a store failure has one type. */
export function guardStore(store: RateLimitStore): RateLimitStore {
  const wrap =
    <args extends unknown[], result>(call: (...a: args) => Promise<result>) =>
    async (...a: args) => {
      try {
        return await call(...a)
      } catch (error) {
        throw new RateLimitStoreError(error)
      }
    }
  return {
    take: wrap(store.take),
    release: wrap(store.release),
    readSlots: wrap(store.readSlots),
    countSlots: wrap(store.countSlots),
    takeSlot: wrap(store.takeSlot),
    settle: wrap(store.settle),
    ...(store.restoreSlots ? { restoreSlots: wrap(store.restoreSlots) } : {}),
    pause: wrap(store.pause),
    getPausedUntil: wrap(store.getPausedUntil),
    reset: wrap(store.reset),
    close: store.close,
  }
}

export const toRetryAfterSeconds = (ms: number) =>
  Math.max(1, Math.ceil(ms / 1000))

export function createRequestLimiter({
  store,
  now,
  windowSeconds,
  clientRequestLimit,
}: CreateRequestLimiterParameters): RequestLimiter {
  return {
    async admitRequest(clientId: string): Promise<LimitDecision> {
      const taken = await store.take({
        key: `client:${clientId}:requests`,
        limit: clientRequestLimit,
        windowMs: windowSeconds * 1000,
        nowMs: now(),
      })
      if (!taken.isAllowed) {
        return {
          isAllowed: false,
          reason: 'client-requests',
          retryAfterSeconds: toRetryAfterSeconds(taken.retryAfterMs),
        }
      }
      return { isAllowed: true }
    },
  }
}
