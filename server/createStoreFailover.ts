import { randomUUID } from 'node:crypto'
import type { LogFields } from './createJsonLogger'
import { createMemoryQuoteRegistry } from './createMemoryQuoteRegistry'
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore'
import { createResponseCache, type ResponseCache } from './createResponseCache'
import { createSeenWindow, type SeenWindow } from './createSeenWindow'
import type { Timers } from './createUpstreamScheduler'
import type { QuoteFacts, QuoteRegistry, ReportClaim } from './quoteRegistry'
import {
  type RateLimitStore,
  type SlotEntry,
  toSlotTicket,
} from './rateLimitStore'

/**
 * Keeps the proxy serving when its shared store (Redis) fails, without
 * letting the instances together exceed the upstream budget.
 *
 * While Redis answers (mode `shared`), every call goes to it, and this
 * instance also keeps what it will need if it stops answering: its own
 * calls in the window (exactly), what it last saw of everyone's (the
 * window's calls or counts, as the scheduler read them), the pause after
 * an upstream 429, copies of the shared reads it served and the quote ids
 * it handed out. It beats in Redis every `heartbeatMs`, so every instance
 * knows how many are alive.
 *
 * The first failed command (or heartbeat) switches it, at once, to mode
 * `local`: a window in memory holding the calls it last saw (dated when
 * it saw them, or later: conservative), on which it may make `localBudget`
 * calls a window, its share: UPSTREAM_BUDGET_LOCAL_SHARE, or the budget
 * divided by the instances last seen alive. Each instance admits a call
 * only while its window, the calls it saw included, holds fewer than its
 * share, so whatever window the upstream counts holds at most the calls
 * seen before the outage plus each instance's room beside them: never more
 * than the budget. Its shared reads come from its own copies (a copy it
 * never had is fetched as its own call), its quote ids from its memory;
 * an upstream 429 pauses it for its Retry-After as before.
 *
 * Every `retryMs` it tries Redis again (ioredis reconnects underneath).
 * When Redis answers, it first writes its calls of the window into the
 * shared log under their own tickets (so writing them twice, or into a
 * Redis that kept its data, counts nothing twice, and into one that lost
 * it rebuilds the window from every instance's share), its pause and the
 * quote ids it served while apart. It then works on the shared window but
 * still on its share (mode `rejoining`), because the others may not have
 * written theirs yet: the shared window does not hold their calls, and
 * they still make them on their shares. Once as many instances as were
 * alive before have beaten since it came back (each beats only after
 * writing back), or a window has passed (one that never comes back has
 * died, or is cut off alone: see server/README.md), it returns to mode
 * `shared`: no burst above the budget on the way back. One log line per
 * change of mode.
 */

export type StoreMode = 'shared' | 'local' | 'rejoining'

/** Redis's stores, and the instances' heartbeat (connectRedisStores). */
export type SharedStores = {
  rateLimitStore: RateLimitStore
  responseCache: ResponseCache
  quoteRegistry: QuoteRegistry
  /** Marks `instanceId` alive at `nowMs` and answers how many instances
   * beat in the last `ttlMs`, and how many at `sinceMs` or later. */
  beat(
    instanceId: string,
    nowMs: number,
    ttlMs: number,
    sinceMs: number,
  ): Promise<{ alive: number; beatSince: number }>
  /** Answers when the store is reachable, throws when not. */
  ping(): Promise<void>
  close(): Promise<void>
}

export type StoreStatus = {
  mode: StoreMode
  sinceMs: number
  /** Instances that beat recently, as last seen in Redis. */
  instances: number
  /** Calls a window this instance may make in modes `local` and
   * `rejoining`. */
  localBudget: number
}

type Logger = {
  info: (msg: string, fields?: LogFields) => void
  warn: (msg: string, fields?: LogFields) => void
}

type CreateStoreFailoverParameters = {
  shared: SharedStores
  now: () => number
  timers: Timers
  logger: Logger
  budget: number
  /** The budget's window: the longest an instance rejoining waits for
   * the others. */
  windowMs: number
  /** UPSTREAM_BUDGET_LOCAL_SHARE: the share, whatever the instances. */
  localShare?: number
  heartbeatMs?: number
  retryMs?: number
  instanceId?: string
}

/** One of this instance's calls in a slot log. */
type OwnCall = {
  key: string
  windowMs: number
  atMs: number
  lane: string
  group: string
  /** The group's blocks, widest first. */
  path: readonly string[]
  /** Its ticket in the local window, when made or seen there. */
  localTicket?: string
  /** Its end is known (settled): until then it may still move later. */
  isSettled?: boolean
}

/** Seeded calls of other instances (or of before) in the local window. */
const EARLIER_GROUP = '(before)'
const unlimited = {
  maxTotal: Number.POSITIVE_INFINITY,
  maxGroup: Number.POSITIVE_INFINITY,
  maxLane: Number.POSITIVE_INFINITY,
  maxGroupLane: Number.POSITIVE_INFINITY,
}

/**
 * The stores the proxy runs on when several instances share Redis: the
 * shared ones while Redis answers, a local window of this instance's share
 * when it does not, and the calls written back when it returns.
 */
export type StoreFailover = {
  rateLimitStore: RateLimitStore
  responseCache: ResponseCache
  quoteRegistry: QuoteRegistry
  /** Beats once (falling back at once if Redis does not answer), then
   * every `heartbeatMs`. */
  start: () => Promise<void>
  getStatus: () => StoreStatus
  /** Whether the instance runs on its share (apart, or rejoining). */
  isOnShare: () => boolean
  localBudget: () => number
  close: () => Promise<void>
}

export function createStoreFailover({
  shared,
  now,
  timers,
  logger,
  budget,
  windowMs,
  localShare,
  heartbeatMs = 2000,
  retryMs = 1000,
  instanceId = randomUUID(),
}: CreateStoreFailoverParameters): StoreFailover {
  const aliveTtlMs = heartbeatMs * 3
  let mode: StoreMode = 'shared'
  let sinceMs = now()
  /** As last seen while shared: the share is counted from it until the
   * instance is shared again. */
  let instances = 1
  let rejoinedAtMs = 0
  let isClosed = false
  let cancelTimer: (() => void) | undefined
  let local = createMemoryRateLimitStore()
  /** Becomes ready once the local window is seeded. */
  let localReady: Promise<void> = Promise.resolve()
  let nextLocalId = 0
  /** Bumped whenever an own call is added or moved (the write-back checks
   * nothing changed while it wrote). */
  let ownVersion = 0
  const own = new Map<string, OwnCall>()
  const seen = new Map<string, { windowMs: number; window: SeenWindow }>()
  const pauses = new Map<string, number>()
  const cacheCopies = createResponseCache()
  const quoteCopies = createMemoryQuoteRegistry()
  /** Quote ids served while apart, to write back. */
  const quotesApart = new Map<string, { quote: QuoteFacts; atMs: number }>()
  /** Reports claimed while apart, in order, to write back. */
  let reportsApart: { quoteId: string; claim: ReportClaim }[] = []

  const localBudget = () =>
    localShare ?? Math.max(1, Math.floor(budget / Math.max(1, instances)))

  const pruneOwn = (nowMs: number) => {
    for (const [ticket, call] of own) {
      if (call.atMs <= nowMs - call.windowMs) own.delete(ticket)
    }
  }

  /** What was seen of each slot log's window (createSeenWindow). */
  const seenOf = (key: string, windowMs: number) => {
    let entry = seen.get(key)
    if (!entry || entry.windowMs !== windowMs) {
      entry = { windowMs, window: createSeenWindow(windowMs) }
      seen.set(key, entry)
    }
    return entry.window
  }

  /** The mode the log last said: a rejoining that failed before it was
   * said is apart still, as far as the log knows. */
  let loggedMode: StoreMode = 'shared'
  const logMode = (reason?: string) => {
    if (mode === loggedMode) return
    loggedMode = mode
    const fields = {
      mode,
      since: new Date(sinceMs).toISOString(),
      instances,
      localBudget: localBudget(),
      ...(reason ? { reason: reason.slice(0, 200) } : {}),
    }
    if (mode === 'local') {
      logger.warn('shared store unavailable: local share of the budget', {
        ...fields,
      })
    } else if (mode === 'rejoining') {
      logger.info(
        'shared store back: shared window on the local share until every instance is back',
        fields,
      )
    } else {
      logger.info('shared store back: shared budget window', fields)
    }
  }

  const schedule = (delayMs: number, run: () => Promise<void>) => {
    cancelTimer?.()
    if (isClosed) return
    cancelTimer = timers.setTimer(() => {
      void run()
    }, delayMs)
  }

  /** Seeds a fresh local window with what was seen of the shared one. */
  async function seedLocal(store: RateLimitStore, nowMs: number) {
    for (const [key, { windowMs, window }] of seen) {
      // This instance's calls still under way go in as themselves, so that
      // their end moves them later as it would have in Redis.
      const ongoing = [...own.values()].filter(
        (call) =>
          call.key === key && !call.isSettled && call.atMs > nowMs - windowMs,
      )
      const toSkip = new Map<number, number>()
      for (const call of ongoing) {
        toSkip.set(call.atMs, (toSkip.get(call.atMs) ?? 0) + 1)
      }
      for (const run of window.runs(nowMs)) {
        const skipped = Math.min(run.count, toSkip.get(run.atMs) ?? 0)
        toSkip.set(run.atMs, (toSkip.get(run.atMs) ?? 0) - skipped)
        for (let i = skipped; i < run.count; i++) {
          await store.takeSlot({
            key,
            windowMs,
            nowMs: run.atMs,
            group: EARLIER_GROUP,
            lane: 'user',
            limits: unlimited,
          })
        }
      }
      for (const call of ongoing) {
        const { group, path, lane, atMs } = call
        const taken = await store.takeSlot({
          key,
          windowMs,
          nowMs: atMs,
          group,
          path,
          lane,
          limits: unlimited,
        })
        if (taken.isAllowed) call.localTicket = taken.ticket
      }
    }
    for (const [key, untilMs] of pauses) {
      if (untilMs > nowMs) await store.pause({ key, untilMs, nowMs })
    }
  }

  function fallBack(error: unknown) {
    if (mode === 'local' || isClosed) return
    mode = 'local'
    sinceMs = now()
    local = createMemoryRateLimitStore()
    for (const call of own.values()) call.localTicket = undefined
    localReady = seedLocal(local, sinceMs)
    logMode(error instanceof Error ? error.message : String(error))
    schedule(retryMs, reconnect)
  }

  /** Writes this instance's share of the window, its pause and its quote
   * ids back to Redis, again until nothing changed meanwhile, then
   * returns to the shared window. */
  async function reconnect() {
    if (mode !== 'local' || isClosed) return
    try {
      await shared.ping()
      let version = -1
      while (version !== ownVersion) {
        version = ownVersion
        const nowMs = now()
        pruneOwn(nowMs)
        const byKey = new Map<string, { windowMs: number; e: SlotEntry[] }>()
        for (const [ticket, call] of own) {
          const list = byKey.get(call.key) ?? { windowMs: call.windowMs, e: [] }
          list.e.push({
            atMs: call.atMs,
            ticket,
            lane: call.lane,
            group: call.group,
            path: call.path,
          })
          byKey.set(call.key, list)
        }
        for (const [key, { windowMs, e }] of byKey) {
          await shared.rateLimitStore.restoreSlots?.({
            key,
            windowMs,
            nowMs,
            entries: e,
          })
        }
        for (const [key, untilMs] of pauses) {
          if (untilMs > nowMs) {
            await shared.rateLimitStore.pause({ key, untilMs, nowMs })
          }
        }
        for (const [quoteId, { quote, atMs }] of quotesApart) {
          const copy = await quoteCopies.lookup(quoteId, nowMs)
          if (copy) {
            await shared.quoteRegistry.remember(quoteId, quote, atMs)
            for (let use = 0; use < copy.flowUses; use++) {
              await shared.quoteRegistry.countFlowUse(quoteId, nowMs)
            }
          }
          quotesApart.delete(quoteId)
        }
        // Replayed as claims: one Redis already holds is a duplicate there.
        const reports = reportsApart
        reportsApart = []
        for (const { quoteId, claim } of reports) {
          await shared.quoteRegistry.claimReport(quoteId, claim, nowMs)
        }
      }
      rejoinedAtMs = now()
      mode = 'rejoining'
      sinceMs = rejoinedAtMs
      await heartbeat()
      // Said only when it lasts (a lone instance is shared at once).
      if (mode === 'rejoining') logMode()
    } catch {
      schedule(retryMs, reconnect)
    }
  }

  /** Beats; a rejoining instance becomes shared once the instances alive
   * before are back, or a window after it came back. */
  async function heartbeat() {
    if (mode === 'local' || isClosed) return
    try {
      const nowMs = now()
      const { alive, beatSince } = await shared.beat(
        instanceId,
        nowMs,
        aliveTtlMs,
        rejoinedAtMs,
      )
      // A command that failed meanwhile took the instance apart: the
      // reconnection's timer is the one to keep. (Read again: the mode
      // may have changed while the beat was on its way.)
      const modeNow = mode as StoreMode
      if (modeNow === 'local') return
      const isEveryoneBack =
        beatSince >= instances || nowMs >= rejoinedAtMs + windowMs
      if (modeNow === 'rejoining' && isEveryoneBack) {
        mode = 'shared'
        sinceMs = now()
        instances = alive
        logMode()
      } else if (modeNow === 'shared') {
        instances = alive
      }
      schedule(heartbeatMs, heartbeat)
    } catch (error) {
      fallBack(error)
    }
  }

  /** Runs `onShared` while Redis answers, else (or once it fails) `onLocal`
   * on the local window. */
  async function either<result>(
    onShared: () => Promise<result>,
    onLocal: () => Promise<result>,
  ): Promise<result> {
    if (mode !== 'local') {
      try {
        return await onShared()
      } catch (error) {
        fallBack(error)
      }
    }
    await localReady
    return onLocal()
  }

  const addOwn = (call: OwnCall, ticket: string) => {
    // The oldest leave first (a call that ended late may hold a few behind
    // it a little longer): what stays is at most a window's worth.
    for (const [oldTicket, old] of own) {
      if (old.atMs > call.atMs - old.windowMs) break
      own.delete(oldTicket)
    }
    own.set(ticket, call)
    ownVersion += 1
  }

  const rateLimitStore: RateLimitStore = {
    take: (parameters) =>
      either(
        () => shared.rateLimitStore.take(parameters),
        () => local.take(parameters),
      ),

    async release(key, ticket) {
      const call = own.get(ticket)
      own.delete(ticket)
      await either(
        () => shared.rateLimitStore.release(key, ticket),
        async () => {
          if (call?.localTicket) await local.release(key, call.localTicket)
        },
      )
    },

    readSlots: (parameters) =>
      either(
        async () => {
          const calls = await shared.rateLimitStore.readSlots(parameters)
          seenOf(parameters.key, parameters.windowMs).replace(
            calls.map((call) => call.atMs),
          )
          return calls
        },
        () => local.readSlots(parameters),
      ),

    countSlots: (parameters) =>
      either(
        async () => {
          const counts = await shared.rateLimitStore.countSlots(parameters)
          const { key, windowMs, nowMs } = parameters
          seenOf(key, windowMs).observeTotal(counts.total, nowMs)
          return counts
        },
        () => local.countSlots(parameters),
      ),

    takeSlot: (parameters) => {
      const { key, windowMs, nowMs, lane, group } = parameters
      const path = parameters.path ?? [group]
      return either(
        async () => {
          const taken = await shared.rateLimitStore.takeSlot(parameters)
          if (!taken.isAllowed) return taken
          const call: OwnCall = {
            key,
            windowMs,
            atMs: nowMs,
            lane,
            group,
            path,
          }
          addOwn(call, taken.ticket)
          seenOf(key, windowMs).add(nowMs)
          if (mode === 'local') {
            // Admitted by Redis just as it failed: the local window,
            // seeded before this answer came, must hold it too.
            await localReady
            const copy = await local.takeSlot({
              ...parameters,
              limits: unlimited,
            })
            if (copy.isAllowed) call.localTicket = copy.ticket
          }
          return taken
        },
        async () => {
          const taken = await local.takeSlot(parameters)
          if (!taken.isAllowed) return taken
          nextLocalId += 1
          const ticket = toSlotTicket(
            lane,
            path,
            `${instanceId}.${nextLocalId}`,
          )
          addOwn(
            {
              key,
              windowMs,
              atMs: nowMs,
              lane,
              group,
              path,
              localTicket: taken.ticket,
            },
            ticket,
          )
          seenOf(key, windowMs).add(nowMs)
          return { isAllowed: true, ticket }
        },
      )
    },

    async settle(key, ticket, atMs) {
      const call = own.get(ticket)
      if (call) call.isSettled = true
      if (call && call.atMs < atMs) {
        seen.get(key)?.window.move(call.atMs, atMs)
        call.atMs = atMs
        ownVersion += 1
      }
      await either(
        () => shared.rateLimitStore.settle(key, ticket, atMs),
        async () => {
          if (call?.localTicket) await local.settle(key, call.localTicket, atMs)
        },
      )
    },

    async pause(parameters) {
      const { key, untilMs } = parameters
      pauses.set(key, Math.max(untilMs, pauses.get(key) ?? 0))
      await either(
        () => shared.rateLimitStore.pause(parameters),
        () => local.pause(parameters),
      )
    },

    getPausedUntil: (key, nowMs) =>
      either(
        async () => {
          const untilMs = await shared.rateLimitStore.getPausedUntil(key, nowMs)
          if (untilMs > nowMs) pauses.set(key, untilMs)
          return untilMs
        },
        () => local.getPausedUntil(key, nowMs),
      ),

    async reset() {
      own.clear()
      seen.clear()
      pauses.clear()
      ownVersion += 1
      await either(
        () => shared.rateLimitStore.reset(),
        () => local.reset(),
      )
    },

    close: async () => {
      if (isClosed) return
      isClosed = true
      cancelTimer?.()
      await shared.close()
    },
  }

  const responseCache: ResponseCache = {
    get: (key, nowMs) =>
      either(
        async () => {
          const hit = await shared.responseCache.get(key, nowMs)
          if (hit) await cacheCopies.set(key, hit, nowMs)
          return hit
        },
        () => cacheCopies.get(key, nowMs),
      ),
    async set(key, entry, nowMs) {
      await cacheCopies.set(key, entry, nowMs)
      await either(
        () => shared.responseCache.set(key, entry, nowMs),
        async () => {},
      )
    },
    async delete(key) {
      await cacheCopies.delete(key)
      await either(
        () => shared.responseCache.delete(key),
        async () => {},
      )
    },
    // Apart, every instance fetches for itself: '' is a claim nobody holds.
    claim: (key, ttlMs) =>
      either(
        async () => (await shared.responseCache.claim?.(key, ttlMs)) ?? '',
        async () => '',
      ),
    unclaim: (key, token) =>
      either(
        async () => {
          if (token) await shared.responseCache.unclaim?.(key, token)
        },
        async () => {},
      ),
    isClaimed: (key) =>
      either(
        async () => (await shared.responseCache.isClaimed?.(key)) ?? false,
        async () => false,
      ),
  }

  const quoteRegistry: QuoteRegistry = {
    async remember(quoteId, quote, nowMs) {
      await quoteCopies.remember(quoteId, quote, nowMs)
      await either(
        () => shared.quoteRegistry.remember(quoteId, quote, nowMs),
        async () => {
          quotesApart.set(quoteId, { quote, atMs: nowMs })
          ownVersion += 1
        },
      )
    },
    // The copies follow Redis's record, so that apart the rules go on
    // from where it was (a quote another instance served is unknown here).
    claimReport: (quoteId, claim, nowMs) =>
      either(
        async () => {
          const decision = await shared.quoteRegistry.claimReport(
            quoteId,
            claim,
            nowMs,
          )
          if (decision === 'claimed') {
            await quoteCopies.claimReport(quoteId, claim, nowMs)
          }
          return decision
        },
        async () => {
          const decision = await quoteCopies.claimReport(quoteId, claim, nowMs)
          if (decision === 'claimed') {
            reportsApart.push({ quoteId, claim })
            ownVersion += 1
          }
          return decision
        },
      ),
    async unclaimReport(quoteId, claim) {
      await quoteCopies.unclaimReport(quoteId, claim)
      await either(
        () => shared.quoteRegistry.unclaimReport(quoteId, claim),
        async () => {
          reportsApart = reportsApart.filter(
            (report) =>
              report.quoteId !== quoteId ||
              report.claim.status !== claim.status,
          )
        },
      )
    },
    lookup: (quoteId, nowMs) =>
      either(
        () => shared.quoteRegistry.lookup(quoteId, nowMs),
        () => quoteCopies.lookup(quoteId, nowMs),
      ),
    async countFlowUse(quoteId, nowMs) {
      await quoteCopies.countFlowUse(quoteId, nowMs)
      await either(
        () => shared.quoteRegistry.countFlowUse(quoteId, nowMs),
        async () => {},
      )
    },
  }

  return {
    rateLimitStore,
    responseCache,
    quoteRegistry,
    /** Beats once (falling back at once if Redis does not answer), then
     * every `heartbeatMs`. */
    async start() {
      await heartbeat()
    },
    getStatus: (): StoreStatus => ({
      mode,
      sinceMs,
      instances,
      localBudget: localBudget(),
    }),
    /** Whether the instance runs on its share (apart, or rejoining). */
    isOnShare: () => mode !== 'shared',
    localBudget,
    close: () => rateLimitStore.close(),
  }
}
