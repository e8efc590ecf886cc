import type { RateLimitStore } from './rateLimitStore'

/**
 * Keeps the whole product inside the upstream's request budget without
 * queueing: every decision is immediate, and a refusal carries how long to
 * wait. Executable requests (the partner quote, the swap and the approval
 * transaction: what a user about to sign needs) may use the whole budget;
 * everything else stops `executableReserve` short of it, so price browsing
 * and allowance reads cannot starve a signature. Per-client limits (a client
 * being a /24 or /64, see getClientId) keep a few from taking everyone's
 * share.
 */

export type Priority = 'executable' | 'indicative'

type LimitRefusalReason =
  | 'client-requests'
  | 'client-upstream'
  | 'budget'
  | 'paused'

type LimitDecision =
  | { isAllowed: true }
  | {
      isAllowed: false
      reason: LimitRefusalReason
      retryAfterSeconds: number
    }

type CreateRequestLimiterParameters = {
  store: RateLimitStore
  now: () => number
  upstreamBudget: number
  executableReserve: number
  windowSeconds: number
  clientLimit: number
  clientRequestLimit: number
}

const BUDGET_KEY = 'budget:upstream'

/** The store could not answer (Redis down): callers fail closed with 503. */
export class RateLimitStoreError extends Error {
  constructor(cause: unknown) {
    super('rate-limit store unavailable', { cause })
    this.name = 'RateLimitStoreError'
  }
}

/** Every store call goes through here, so a store failure has one type. */
function guarded(store: RateLimitStore): RateLimitStore {
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
    takeSlot: wrap(store.takeSlot),
    settle: wrap(store.settle),
    pause: wrap(store.pause),
    getPausedUntil: wrap(store.getPausedUntil),
    reset: wrap(store.reset),
    close: store.close,
  }
}

export const toRetryAfterSeconds = (ms: number) =>
  Math.max(1, Math.ceil(ms / 1000))

export function createRequestLimiter({
  store: rawStore,
  now,
  upstreamBudget,
  executableReserve,
  windowSeconds,
  clientLimit,
  clientRequestLimit,
}: CreateRequestLimiterParameters) {
  const store = guarded(rawStore)
  const windowMs = windowSeconds * 1000
  const refuse = (reason: LimitRefusalReason, ms: number): LimitDecision => ({
    isAllowed: false,
    reason,
    retryAfterSeconds: toRetryAfterSeconds(ms),
  })

  return {
    /** Any /api request of a client, cache hits included: a flood guard. */
    async admitRequest(clientId: string): Promise<LimitDecision> {
      const taken = await store.take({
        key: `client:${clientId}:requests`,
        limit: clientRequestLimit,
        windowMs,
        nowMs: now(),
      })
      if (!taken.isAllowed) {
        return refuse('client-requests', taken.retryAfterMs)
      }
      return { isAllowed: true }
    },

    /** One upstream call for this client at this priority, or a refusal. */
    async admitUpstreamCall(
      clientId: string,
      priority: Priority,
    ): Promise<LimitDecision> {
      const nowMs = now()
      const pausedUntil = await store.getPausedUntil(BUDGET_KEY, nowMs)
      if (pausedUntil > nowMs) return refuse('paused', pausedUntil - nowMs)

      const clientKey = `client:${clientId}:upstream`
      const client = await store.take({
        key: clientKey,
        limit: clientLimit,
        windowMs,
        nowMs,
      })
      if (!client.isAllowed) {
        return refuse('client-upstream', client.retryAfterMs)
      }

      const limit =
        priority === 'executable'
          ? upstreamBudget
          : upstreamBudget - executableReserve
      const budget = await store.take({
        key: BUDGET_KEY,
        limit,
        windowMs,
        nowMs,
      })
      if (!budget.isAllowed) {
        await store.release(clientKey, client.ticket)
        return refuse('budget', budget.retryAfterMs)
      }
      return { isAllowed: true }
    },

    /** After an upstream 429: nobody calls it until its Retry-After is over,
     * or one budget window at most, whatever the upstream asked. */
    async pauseUpstream(retryAfterSeconds: number) {
      const nowMs = now()
      await store.pause({
        key: BUDGET_KEY,
        untilMs: nowMs + Math.min(retryAfterSeconds * 1000, windowMs),
        nowMs,
      })
    },
  }
}

export type RequestLimiter = ReturnType<typeof createRequestLimiter>
