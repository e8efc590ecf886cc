import { type ClientGroup, toFlatGroup } from './clientGroup'
import {
  type BudgetRules,
  countWindow,
  isPromiseBroken,
  type Lane,
  PROXY_GROUP,
  pickNextSlot,
  planPromises,
  planSlots,
  type SlotChoice,
  type SlotRequest,
  type WindowCall,
} from './planUpstreamSlots'
import type { RateLimitStore, WindowCounts } from './rateLimitStore'

/**
 * Hands out the upstream budget's slots (UPSTREAM_BUDGET per window, one
 * sliding log in the store, shared by every instance on Redis) by the rules
 * of planUpstreamSlots. A request that cannot be served at once waits in a
 * bounded queue (UPSTREAM_QUEUE_LIMIT, UPSTREAM_QUEUE_PER_CLIENT per group)
 * until a slot is its or its deadline (UPSTREAM_QUEUE_DEADLINE_MS) comes. As
 * soon as the plan shows it cannot be served by then (at arrival, when a
 * request with precedence arrives, or at the deadline), it is refused with
 * the true Retry-After, and the time it was told is kept for it as an
 * appointment (a promise): checked against the promises already made, and
 * nobody but a flow may take a slot one of them needs. When the group comes
 * back (any person's request; a flow only for a flow's) it takes the
 * appointment's place and, from its time, its slot: retrying at Retry-After
 * is served. An appointment nobody claims within APPOINTMENT_GRACE_MS of
 * its time gives the slot back. Predictions assume nobody with precedence
 * (a group with fewer calls, a flow) arrives meanwhile: that is the
 * fairness rule. The queue and the appointments are per instance; with
 * Redis the window and the counts per group are shared, so fairness holds
 * across instances, but one instance does not see another's queue, and a
 * promise holds only for the instance that made it.
 *
 * A request that arrives with nobody waiting is decided from the window's
 * counts (RateLimitStore.countSlots), which the store keeps as calls come
 * and go: what it costs does not grow with the calls in the window. Only
 * when someone waits, or the counts cannot say whether the share rule
 * holds it back (isWithinShare), are the calls read (at most the budget's
 * worth: a window holds no more).
 *
 * Admission when the queue is full (UPSTREAM_QUEUE_LIMIT places, waiting
 * requests and appointments). A group's places are capped at every level
 * of its path (UPSTREAM_QUEUE_PER_CLIENT for its /24 or /56, and as many
 * for the /48 and the /32 around a /56: ClientGroup), and a newcomer
 * under its caps is not refused while another block holds more places
 * than the newcomer's would: it displaces one. Top-down, from the widest
 * level: the block holding the most places other than the newcomer's own
 * at that level is chosen if it holds more than the newcomer's block
 * would with the newcomer (strictly, so two blocks never trade one place
 * back and forth); if none does, the same question is asked one level
 * down, inside the newcomer's own block (a /56 displacing a sibling /56
 * of its /48); past its own group, the newcomer is refused as before.
 * Inside the chosen block, the sub-block holding the most, down to a
 * group; in it, the place displaced is its newest request waiting here
 * (it gets the 429 and Retry-After a newcomer refused at a full queue
 * gets), else its newest appointment, withdrawn (its client, back at its
 * time, is served by the ordinary rules). Places of flows already begun
 * (lane `flow`: a re-quote naming a quote served to the group, see
 * createApiProxy's toQuoteLane) are never displaced and not counted as
 * displaceable; a flow arriving at a full queue is first served at once
 * if the rules give it the slot now (it goes before everyone), without
 * taking a place. Ties, for determinism: among blocks holding equally
 * many, the one whose displaceable place comes first by the order above
 * (a waiting request before an appointment, then the latest arrival, then
 * the highest id): the newest place in the queue among the largest.
 *
 * Reports never wait: they go at once with room to spare or are refused
 * with the time the plan first has room for them (true unless people come
 * first meanwhile: they always do). Background refreshes wait up to one
 * window and are then dropped (the next stale read asks again).
 */

export const BUDGET_KEY = 'budget:upstream'
export const APPOINTMENT_GRACE_MS = 2000
const HORIZON_WINDOWS = 10
const MAX_TAKE_CONFLICTS = 3
const CONFLICT_RETRY_MS = 50
const MAX_PROMISE_ATTEMPTS = 60

export type Timers = {
  /** Calls `callback` after `delayMs`; returns what cancels it. */
  setTimer: (callback: () => void, delayMs: number) => () => void
}

export const systemTimers: Timers = {
  setTimer(callback, delayMs) {
    const timer = setTimeout(callback, Math.max(0, delayMs))
    timer.unref?.()
    return () => clearTimeout(timer)
  },
}

export type RefusalReason =
  | 'budget'
  | 'client-limit'
  | 'queue-full'
  | 'paused'
  | 'aborted'
  | 'reset'

export type UpstreamGrant = {
  kind: 'granted'
  /** The lane the call counts in. */
  lane: Lane
  /** How long it waited in this proxy's queue. */
  waitedMs: number
  /** The call is over: its slot leaves the window one window from now. */
  finish: () => Promise<void>
}

export type UpstreamRefusal = {
  kind: 'refused'
  reason: RefusalReason
  retryAfterSeconds: number
}

type Outcome = UpstreamGrant | UpstreamRefusal

type Waiter = SlotRequest & {
  isPresent: boolean
  expiresAtMs: number
  startedAtMs: number
  resolve?: (outcome: Outcome) => void
  reject?: (error: unknown) => void
  cancelTimer?: () => void
  /** An appointment granted while its client was away. */
  held?: { ticket: string; lane: Lane }
}

type AcquireParameters = {
  group: ClientGroup
  lane: Lane
  signal?: AbortSignal
}

/**
 * Shares the upstream budget among clients: calls granted now, after a
 * wait, or refused with the true Retry-After.
 */
export type UpstreamScheduler = {
  acquire: (parameters: AcquireParameters) => Promise<Outcome>
  tryNow: () => Promise<UpstreamGrant | null>
  pause: (retryAfterSeconds: number) => Promise<void>
  reset: () => Promise<void>
}

type CreateUpstreamSchedulerParameters = {
  store: RateLimitStore
  now: () => number
  timers: Timers
  /** The rules now: they change while an instance runs on its local
   * share of the budget (createStoreFailover); the window's length never
   * does. */
  rules: BudgetRules | (() => BudgetRules)
  queueDeadlineMs: number
  maxQueued: number
  maxQueuedPerGroup: number
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

const proxyGroup = toFlatGroup(PROXY_GROUP)

/** Appointments are claimed by kind: a person's (a quote, a comparison)
 * by any person's request, a flow's only by a flow. */
const kindOf = (lane: Lane) => (lane === 'user' ? 'quote' : lane)

const pathOf = (request: SlotRequest) => request.path ?? [request.group]

/** Whether place `a` goes before place `b` when one must be displaced: a
 * request waiting here before an appointment (whose client was told its
 * time and is away), then the newer (later arrival, then later id). */
const isNewer = (a: Waiter, b: Waiter) =>
  a.isPresent !== b.isPresent
    ? a.isPresent
    : a.arrivalMs > b.arrivalMs || (a.arrivalMs === b.arrivalMs && a.id > b.id)

/** The place among `places` displaced first: never a flow's. */
function newestDisplaceable(places: readonly Waiter[]): Waiter | undefined {
  let newest: Waiter | undefined
  for (const place of places) {
    if (place.lane === 'flow') continue
    if (!newest || isNewer(place, newest)) newest = place
  }
  return newest
}

/**
 * With nobody waiting, whether the counts show that `request`'s blocks are
 * all within their share (planUpstreamSlots' share rule cannot hold it
 * back): its widest block has fewer calls than an even share among the
 * widest blocks in the window, and nothing else of it is there (no other
 * group inside it has a call, so no deeper level can bind).
 */
function isWithinShare(
  request: SlotRequest,
  counts: WindowCounts,
  budget: number,
) {
  const path = pathOf(request)
  const widest = counts.groups.get(path[0] ?? request.group)?.calls ?? 0
  const own = counts.groups.get(request.group)?.calls ?? 0
  if (counts.widestBlocks === undefined || own !== widest) return false
  const blocks =
    counts.widestBlocks -
    (counts.groups.has(PROXY_GROUP) ? 1 : 0) +
    (widest === 0 ? 1 : 0)
  return blocks <= 1 || widest < budget / blocks
}

/** Still waiting for an answer (a present request). */
const isWaiting = (waiter: Waiter) => waiter.resolve !== undefined

export function createUpstreamScheduler({
  store,
  now,
  timers,
  rules,
  queueDeadlineMs,
  maxQueued,
  maxQueuedPerGroup,
}: CreateUpstreamSchedulerParameters): UpstreamScheduler {
  const rulesNow = typeof rules === 'function' ? rules : () => rules
  const { windowMs } = rulesNow()
  const horizonMs = windowMs * HORIZON_WINDOWS
  /** Present waiters and appointments not yet granted. */
  let queue: Waiter[] = []
  /** Appointments granted while their client was away. */
  let held: Waiter[] = []
  let nextId = 0
  let wake: { atMs: number; cancel: () => void } | undefined
  let pumping: Promise<void> | undefined
  let isPumpRequested = false
  /** Bumped on every change to the queue or the window a plan reads. */
  let version = 0
  const fullAnswers = new Map<string, { version: number; dueMs?: number }>()
  const changed = () => {
    version += 1
    fullAnswers.clear()
  }
  let lastRead: {
    calls: (WindowCall & { ticket?: string })[]
    pausedUntilMs: number
  } = {
    calls: [],
    pausedUntilMs: 0,
  }

  const readState = async (nowMs: number) => {
    const pausedUntilMs = await store.getPausedUntil(BUDGET_KEY, nowMs)
    const calls = await store.readSlots({ key: BUDGET_KEY, windowMs, nowMs })
    const isSame =
      pausedUntilMs === lastRead.pausedUntilMs &&
      calls.length === lastRead.calls.length &&
      calls.every(
        (call, index) =>
          call.ticket === lastRead.calls[index]?.ticket &&
          call.atMs === lastRead.calls[index]?.atMs,
      )
    if (!isSame) changed()
    lastRead = { calls, pausedUntilMs }
    return lastRead
  }

  /** The window as it will be: a slot held for an absent client starts its
   * call (and leaves the window) only from when the client returns. */
  const callsAsPlanned = () =>
    lastRead.calls.map((call) => {
      const holder = held.find((waiter) => waiter.held?.ticket === call.ticket)
      return holder?.dueMs
        ? { ...call, atMs: Math.max(call.atMs, holder.dueMs) }
        : call
    })

  const plan = (waiting: readonly SlotRequest[], nowMs: number) =>
    planSlots({
      calls: callsAsPlanned(),
      waiting,
      rules: rulesNow(),
      nowMs,
      pausedUntilMs: lastRead.pausedUntilMs,
      horizonMs,
    })

  /** Why a group cannot be served sooner: its own ceiling (at any level
   * of its path: the widest holds the most), or everyone's. */
  const reasonFor = (path: readonly string[]): RefusalReason => {
    const widest = path[0] ?? ''
    const calls = countWindow(lastRead.calls).groups.get(widest)?.calls ?? 0
    if (calls >= rulesNow().clientLimit) {
      return 'client-limit'
    }
    return lastRead.pausedUntilMs > now() ? 'paused' : 'budget'
  }

  const grantOf = (ticket: string, lane: Lane, waitedMs: number) => {
    let isFinished = false
    return {
      kind: 'granted',
      lane,
      waitedMs,
      finish: async () => {
        if (isFinished) return
        isFinished = true
        await store.settle(BUDGET_KEY, ticket, now())
      },
    } satisfies UpstreamGrant
  }

  const removeFromQueue = (waiter: Waiter) => {
    queue = queue.filter((other) => other !== waiter)
    changed()
  }

  const setWaiterTimer = (waiter: Waiter, atMs: number, run: () => void) => {
    waiter.cancelTimer?.()
    waiter.cancelTimer = timers.setTimer(run, atMs - now())
  }

  const settleWaiter = (waiter: Waiter, outcome: Outcome) => {
    const resolve = waiter.resolve
    waiter.resolve = undefined
    waiter.reject = undefined
    resolve?.(outcome)
  }

  const wakeAt = (atMs: number) => {
    if (wake && wake.atMs <= atMs && wake.atMs > now()) return
    wake?.cancel()
    const cancel = timers.setTimer(() => {
      wake = undefined
      void pump()
    }, atMs - now())
    wake = { atMs, cancel }
  }

  /**
   * An appointment: the request left with its Retry-After, and is served no
   * earlier than the time it was told (so the plans of others, which count
   * on its call starting then, hold); its place, and its slot once that
   * comes, wait for it until `expiresAtMs`. A client back early and sent
   * away again keeps the time it was told, unless its slot moved later.
   * Returns the time it is told.
   */
  const makeAppointment = (waiter: Waiter, slotMs: number, nowMs: number) => {
    const kept = waiter.dueMs
    const isKept = kept !== undefined && slotMs <= kept
    let toldMs = isKept ? kept : nowMs + toSeconds(slotMs - nowMs) * 1000
    // Never promise a slot another promise already holds: the first time
    // on a whole second at which this one is kept and none other broken.
    const others = queue.filter((other) => other !== waiter)
    const planOf = (waiting: SlotRequest[]) =>
      planPromises({
        calls: callsAsPlanned(),
        waiting,
        rules: rulesNow(),
        nowMs,
        pausedUntilMs: lastRead.pausedUntilMs,
      })
    const before = planOf(others)
    for (
      let attempt = 0;
      !isKept && attempt < MAX_PROMISE_ATTEMPTS;
      attempt++
    ) {
      const promised = { ...waiter, dueMs: toldMs }
      const after = planOf([...others, promised])
      const slotMs = after.get(waiter.id) ?? Number.POSITIVE_INFINITY
      if (slotMs <= toldMs && !isPromiseBroken(others, before, after)) break
      toldMs =
        slotMs > toldMs && Number.isFinite(slotMs)
          ? nowMs + toSeconds(slotMs - nowMs) * 1000
          : toldMs + 1000
    }
    waiter.isPresent = false
    waiter.deadlineMs = undefined
    waiter.dueMs = toldMs
    waiter.expiresAtMs = toldMs + APPOINTMENT_GRACE_MS
    setWaiterTimer(waiter, waiter.expiresAtMs, () => expire(waiter))
    return toldMs
  }

  const expire = (waiter: Waiter) => {
    if (waiter.isPresent) return
    removeFromQueue(waiter)
    held = held.filter((other) => other !== waiter)
    const ticket = waiter.held?.ticket
    waiter.held = undefined
    if (ticket) {
      void store
        .release(BUDGET_KEY, ticket)
        .catch(() => {})
        .then(() => pump())
    } else {
      void pump()
    }
  }

  /** Refuses a present waiter with the plan's time for it; a person keeps
   * an appointment for that time. */
  const refuse = (waiter: Waiter, dueMs: number | undefined) => {
    const nowMs = now()
    const reason = reasonFor(pathOf(waiter))
    removeFromQueue(waiter)
    waiter.cancelTimer?.()
    const isPerson = waiter.lane !== 'background' && waiter.lane !== 'report'
    let toldMs = dueMs ?? nowMs + horizonMs
    if (dueMs !== undefined && isPerson) {
      toldMs = makeAppointment(waiter, dueMs, nowMs)
      queue.push(waiter)
    }
    settleWaiter(waiter, {
      kind: 'refused',
      reason,
      retryAfterSeconds: toSeconds(toldMs - nowMs),
    })
  }

  /** Refuses, now, every present waiter the plan cannot serve in time. */
  /** The slots the plans give the waiting now: one back for its
   * appointment by the promises, which nobody else may break; anyone else
   * by the fairness plan. */
  const slotsNow = (nowMs: number) => {
    const planned = plan(queue, nowMs)
    const promised = planPromises({
      calls: callsAsPlanned(),
      waiting: queue,
      rules: rulesNow(),
      nowMs,
      pausedUntilMs: lastRead.pausedUntilMs,
    })
    return (waiter: Waiter) =>
      waiter.dueMs === undefined
        ? planned.get(waiter.id)
        : promised.get(waiter.id)
  }

  const slotFor = (waiter: Waiter, nowMs: number) => slotsNow(nowMs)(waiter)

  const review = () => {
    const slotOf = slotsNow(now())
    for (const waiter of [...queue]) {
      if (!waiter.isPresent) continue
      const slotMs = slotOf(waiter)
      if (slotMs === undefined || slotMs > (waiter.deadlineMs ?? 0)) {
        refuse(waiter, slotMs)
      }
    }
  }

  const grantTo = (waiter: Waiter, ticket: string, lane: Lane) => {
    removeFromQueue(waiter)
    waiter.cancelTimer?.()
    if (waiter.isPresent) {
      settleWaiter(waiter, grantOf(ticket, lane, now() - waiter.startedAtMs))
      return
    }
    waiter.held = { ticket, lane }
    held.push(waiter)
    setWaiterTimer(waiter, waiter.expiresAtMs, () => expire(waiter))
  }

  const nextChangeMs = (calls: readonly WindowCall[], nowMs: number) =>
    Math.min(
      ...[
        ...calls.map((call) => call.atMs + windowMs),
        ...queue.map((waiter) => waiter.dueMs ?? 0),
      ].filter((atMs) => atMs > nowMs),
    )

  /** Whether giving the slot now to a request nobody promised it to (a
   * flow goes anyway) would leave an appointment without its slot by its
   * due time. */
  function wouldBreakPromise(choice: SlotChoice, nowMs: number) {
    if (choice.request.dueMs !== undefined || choice.lane === 'flow') {
      return false
    }
    const granted = {
      atMs: nowMs,
      group: choice.request.group,
      lane: choice.lane,
    }
    const others = queue.filter((waiter) => waiter !== choice.request)
    const planOf = (calls: WindowCall[]) =>
      planPromises({
        calls,
        waiting: others,
        rules: rulesNow(),
        nowMs,
        pausedUntilMs: lastRead.pausedUntilMs,
      })
    if (!others.some((waiter) => waiter.dueMs !== undefined)) return false
    const planned = callsAsPlanned()
    return isPromiseBroken(
      others,
      planOf(planned),
      planOf([...planned, granted]),
    )
  }

  async function pumpOnce() {
    let conflicts = 0
    while (queue.length > 0) {
      const nowMs = now()
      const { calls, pausedUntilMs } = await readState(nowMs)
      if (pausedUntilMs > nowMs) {
        wakeAt(pausedUntilMs)
        return
      }
      const choice = pickNextSlot(calls, queue, rulesNow(), nowMs)
      if (!choice || wouldBreakPromise(choice, nowMs)) {
        const atMs = nextChangeMs(calls, nowMs)
        if (Number.isFinite(atMs)) wakeAt(atMs)
        return
      }
      const taken = await store.takeSlot({
        key: BUDGET_KEY,
        windowMs,
        nowMs,
        group: choice.request.group,
        path: pathOf(choice.request),
        lane: choice.lane,
        limits: choice.limits,
      })
      if (!taken.isAllowed) {
        // Another instance took it between the read and the take.
        conflicts += 1
        if (conflicts >= MAX_TAKE_CONFLICTS) {
          wakeAt(nowMs + CONFLICT_RETRY_MS)
          return
        }
        continue
      }
      const waiter = choice.request as Waiter
      if (!queue.includes(waiter)) {
        await store.release(BUDGET_KEY, taken.ticket)
        continue
      }
      grantTo(waiter, taken.ticket, choice.lane)
    }
  }

  /** Grants whatever can be granted now; fails closed if the store fails. */
  function pump(): Promise<void> {
    if (pumping) {
      isPumpRequested = true
      return pumping
    }
    pumping = (async () => {
      try {
        do {
          isPumpRequested = false
          await pumpOnce()
        } while (isPumpRequested)
      } catch (error) {
        for (const waiter of queue) {
          if (!waiter.isPresent) continue
          const reject = waiter.reject
          waiter.resolve = undefined
          waiter.reject = undefined
          reject?.(error)
        }
        queue = queue.filter((waiter) => !waiter.isPresent)
      } finally {
        pumping = undefined
      }
    })()
    return pumping
  }

  /** The appointment a client of `group` coming back for `lane` claims
   * (acquire): then its time is the one to tell. */
  const appointmentOf = (group: string, lane: Lane) =>
    queue.find(
      (waiter) =>
        !waiter.isPresent &&
        waiter.group === group &&
        kindOf(waiter.lane) === kindOf(lane),
    )

  /** Places (waiting or held) of the groups inside `block`. */
  const placesIn = (block: string) =>
    queue.filter((waiter) => pathOf(waiter).includes(block)).length +
    held.filter((waiter) => pathOf(waiter).includes(block)).length

  /** Whether a block of `path` already holds its cap of places. */
  const isOverCap = (path: readonly string[]) =>
    path.some((block) => placesIn(block) >= maxQueuedPerGroup)

  /**
   * The place a newcomer of `path` takes in a full queue, or null: see the
   * header. Level by level from the widest: a block other than the
   * newcomer's holding more places than the newcomer's would (with it),
   * and within it, down to a group, the sub-block holding the most; if
   * none holds more, the same question one level down inside the
   * newcomer's own block. The group's newest place that is not a flow's.
   */
  function chooseDisplaced(path: readonly string[]): Waiter | null {
    let scope = queue
    let isOwnScope = true
    for (let level = 0; scope.length > 0; level++) {
      const byBlock = new Map<string, Waiter[]>()
      for (const waiter of scope) {
        const block = pathOf(waiter)[level]
        if (block === undefined) continue
        byBlock.set(block, [...(byBlock.get(block) ?? []), waiter])
      }
      const own = isOwnScope ? path[level] : undefined
      let best: Waiter[] | undefined
      for (const [block, places] of byBlock) {
        const newest = newestDisplaceable(places)
        if (block === own || !newest) continue
        const bestNewest = best && newestDisplaceable(best)
        const isMore =
          !best ||
          places.length > best.length ||
          (places.length === best.length &&
            bestNewest !== undefined &&
            isNewer(newest, bestNewest))
        if (isMore) best = places
      }
      if (!isOwnScope) {
        // Inside the chosen block: its group has no deeper level.
        if (!best) return newestDisplaceable(scope) ?? null
        scope = best
        continue
      }
      const ownPlaces = own === undefined ? [] : (byBlock.get(own) ?? [])
      if (best && best.length > ownPlaces.length + 1) {
        scope = best
        isOwnScope = false
        continue
      }
      if (level + 1 >= path.length) return null
      scope = ownPlaces
    }
    return null
  }

  /** A present waiter is told, with the answer a newcomer refused at a
   * full queue gets; an appointment is withdrawn (its client, back at its
   * time, is served by the ordinary rules). */
  async function displace(victim: Waiter) {
    removeFromQueue(victim)
    victim.cancelTimer?.()
    if (!victim.isPresent || !victim.resolve) return
    const nowMs = now()
    try {
      await readState(nowMs)
    } catch (error) {
      // Fails closed, as the pump does when the store fails.
      const reject = victim.reject
      victim.resolve = undefined
      victim.reject = undefined
      reject?.(error)
      return
    }
    // Asked again now, as a newcomer refused at a full queue is planned.
    const again: SlotRequest = {
      id: nextId++,
      group: victim.group,
      path: victim.path,
      lane: victim.lane,
      arrivalMs: nowMs,
    }
    const dueMs =
      appointmentOf(victim.group, victim.lane)?.dueMs ??
      plan([...queue, again], nowMs).get(again.id)
    settleWaiter(victim, {
      kind: 'refused',
      reason: 'queue-full',
      retryAfterSeconds: toSeconds((dueMs ?? nowMs + horizonMs) - nowMs),
    })
  }

  /**
   * With nobody waiting, whether `request` may have a slot now, from the
   * window's counts (what pickNextSlot over the calls would say, at a cost
   * that does not grow with the window): most requests are served so, and
   * only one that must wait has a plan made from the calls themselves.
   */
  async function chooseAlone(request: SlotRequest, nowMs: number) {
    if ((await store.getPausedUntil(BUDGET_KEY, nowMs)) > nowMs) return null
    const counts = await store.countSlots({
      key: BUDGET_KEY,
      windowMs,
      nowMs,
      groups: [...pathOf(request), PROXY_GROUP],
    })
    if (isWithinShare(request, counts, rulesNow().budget)) {
      return pickNextSlot(counts, [request], rulesNow(), nowMs)
    }
    // Whether it must leave slots to the blocks below their share needs
    // their calls (at most a budget's worth: a window holds no more).
    const calls = await store.readSlots({ key: BUDGET_KEY, windowMs, nowMs })
    return pickNextSlot(calls, [request], rulesNow(), nowMs)
  }

  /** Decisions to grant at once, one at a time: requests arriving together
   * (a herd of groups of one block) each see the slots the ones before
   * took, so the share rule holds among them (planUpstreamSlots). */
  let decided: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = decided.then(run)
    decided = result.catch(() => {})
    return result
  }

  /** Served at once with nobody waiting, or null (then it queues). */
  const acquireAlone = (group: ClientGroup, lane: Lane) =>
    inTurn(() => acquireAloneNow(group, lane))

  async function acquireAloneNow(group: ClientGroup, lane: Lane) {
    const nowMs = now()
    const request: SlotRequest = {
      id: nextId++,
      group: group.key,
      path: group.path,
      lane,
      arrivalMs: nowMs,
    }
    const choice = await chooseAlone(request, nowMs)
    if (!choice || queue.length > 0) return null
    const taken = await store.takeSlot({
      key: BUDGET_KEY,
      windowMs,
      nowMs,
      group: group.key,
      path: group.path,
      lane: choice.lane,
      limits: choice.limits,
    })
    if (!taken.isAllowed) return null
    if (queue.length > 0) {
      // Someone queued meanwhile (a store's round trips): the queue's
      // rules decide between them.
      await store.release(BUDGET_KEY, taken.ticket)
      void pump()
      return null
    }
    changed()
    return grantOf(taken.ticket, choice.lane, 0)
  }

  /** A grant now for `group` ahead of those waiting, when the rules give
   * it the next slot now (a flow, or anyone with room to spare), else
   * null, with what the plan says of it. */
  const tryAhead = (group: ClientGroup, lane: Lane) =>
    inTurn(() => tryAheadNow(group, lane))

  async function tryAheadNow(group: ClientGroup, lane: Lane) {
    const nowMs = now()
    const probe: SlotRequest = {
      id: nextId++,
      group: group.key,
      path: group.path,
      lane,
      arrivalMs: nowMs,
    }
    const { calls, pausedUntilMs } = await readState(nowMs)
    const waiting = [...queue, probe]
    const choice =
      pausedUntilMs > nowMs
        ? null
        : pickNextSlot(calls, waiting, rulesNow(), nowMs)
    if (choice?.request === probe) {
      const taken = await store.takeSlot({
        key: BUDGET_KEY,
        windowMs,
        nowMs,
        group: group.key,
        path: group.path,
        lane: choice.lane,
        limits: choice.limits,
      })
      if (taken.isAllowed) {
        changed()
        return { grant: grantOf(taken.ticket, choice.lane, 0) }
      }
    }
    return { grant: null, dueMs: plan(waiting, nowMs).get(probe.id) }
  }

  /** A report or probe: served now with room to spare, or refused with the
   * plan's first room for it. */
  async function acquireNow(group: ClientGroup, lane: Lane): Promise<Outcome> {
    if (queue.length === 0) {
      const grant = await acquireAlone(group, lane)
      if (grant) return grant
    }
    const nowMs = now()
    const { grant, dueMs } = await tryAhead(group, lane)
    if (grant) return grant
    return {
      kind: 'refused',
      reason: reasonFor(group.path),
      retryAfterSeconds: toSeconds((dueMs ?? nowMs + horizonMs) - nowMs),
    }
  }

  return {
    /**
     * One upstream call for `group` in `lane`: granted (perhaps after a
     * wait) or refused with the true Retry-After.
     */
    async acquire({
      group: client,
      lane,
      signal,
    }: AcquireParameters): Promise<Outcome> {
      if (signal?.aborted) {
        return { kind: 'refused', reason: 'aborted', retryAfterSeconds: 1 }
      }
      if (lane === 'report') return acquireNow(client, lane)
      const group = client.key
      const nowMs = now()
      // A person coming back claims the group's appointment whatever they
      // ask for now (a quote, a comparison); a flow only a flow's.
      const isSameKind = (waiter: Waiter) =>
        !waiter.isPresent &&
        waiter.group === group &&
        kindOf(waiter.lane) === kindOf(lane)
      const heldAppointment = held.find(isSameKind)
      if (heldAppointment?.held) {
        held = held.filter((waiter) => waiter !== heldAppointment)
        heldAppointment.cancelTimer?.()
        const { ticket, lane: grantedLane } = heldAppointment.held
        return grantOf(ticket, grantedLane, 0)
      }
      const isAlone =
        queue.length === 0 && maxQueued > 0 && !isOverCap(client.path)
      if (isAlone) {
        const grant = await acquireAlone(client, lane)
        if (grant) return grant
      }
      let waiter = queue.find(isSameKind)
      if (
        waiter?.dueMs !== undefined &&
        waiter.dueMs > nowMs + queueDeadlineMs
      ) {
        // Back long before its appointment: told its time again, at once.
        return {
          kind: 'refused',
          reason: reasonFor(client.path),
          retryAfterSeconds: toSeconds(waiter.dueMs - nowMs),
        }
      }
      if (waiter) {
        // Back for its appointment: its place in the queue is kept, and its
        // due time (coming early takes no slot promised to another).
        waiter.isPresent = true
      } else {
        waiter = {
          id: nextId++,
          group,
          path: client.path,
          lane,
          arrivalMs: nowMs,
          isPresent: true,
          expiresAtMs: 0,
          startedAtMs: nowMs,
        }
        let isFull = isOverCap(client.path)
        if (!isFull && queue.length >= maxQueued && lane === 'flow') {
          // A flow already begun goes first: served now if the rules
          // allow, without taking anyone's place.
          const { grant } = await tryAhead(client, lane)
          if (grant) return grant
        }
        if (!isFull && queue.length >= maxQueued) {
          const displaced = chooseDisplaced(client.path)
          if (displaced) void displace(displaced)
          else isFull = true
        }
        // Back at the cap with an appointment: its time (it claims it then).
        const kept = isFull ? appointmentOf(group, lane)?.dueMs : undefined
        if (kept !== undefined) {
          return {
            kind: 'refused',
            reason: 'queue-full',
            retryAfterSeconds: toSeconds(kept - nowMs),
          }
        }
        if (isFull) {
          // A flood from one group is answered from one plan, made again
          // only when something changed.
          const memo = fullAnswers.get(group)
          let dueMs = memo?.version === version ? memo.dueMs : undefined
          if (memo?.version !== version) {
            await readState(nowMs)
            dueMs = plan([...queue, waiter], nowMs).get(waiter.id)
            fullAnswers.set(group, { version, dueMs })
          }
          return {
            kind: 'refused',
            reason: 'queue-full',
            retryAfterSeconds: toSeconds((dueMs ?? nowMs + horizonMs) - nowMs),
          }
        }
        changed()
        queue.push(waiter)
      }
      const present = waiter
      present.startedAtMs = nowMs
      const deadlineMs =
        nowMs + (lane === 'background' ? windowMs : queueDeadlineMs)
      present.deadlineMs = deadlineMs
      const outcome = new Promise<Outcome>((resolve, reject) => {
        present.resolve = resolve
        present.reject = reject
      })
      const onAbort = () => {
        if (!present.resolve || !queue.includes(present)) return
        removeFromQueue(present)
        present.cancelTimer?.()
        settleWaiter(present, {
          kind: 'refused',
          reason: 'aborted',
          retryAfterSeconds: 1,
        })
        void pump()
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      setWaiterTimer(present, deadlineMs, () => {
        if (!present.resolve) return
        void pump().then(() => {
          if (!isWaiting(present)) return
          review()
          // Its deadline is now: whatever the plans say, it is told.
          if (isWaiting(present)) refuse(present, slotFor(present, now()))
        })
      })
      await pump()
      // Its arrival may push others past their deadlines: tell them now.
      if (queue.some((waiter) => waiter.isPresent)) review()
      try {
        return await outcome
      } finally {
        signal?.removeEventListener('abort', onAbort)
      }
    },

    /** A call to make now or not at all (the health probe). */
    async tryNow(): Promise<UpstreamGrant | null> {
      const outcome = await acquireNow(proxyGroup, 'background')
      return outcome.kind === 'granted' ? outcome : null
    },

    /** After an upstream 429: no slot until its Retry-After is over, or one
     * budget window at most, whatever the upstream asked. */
    async pause(retryAfterSeconds: number) {
      const nowMs = now()
      await store.pause({
        key: BUDGET_KEY,
        untilMs: nowMs + Math.min(retryAfterSeconds * 1000, windowMs),
        nowMs,
      })
      await pump()
      review()
    },

    /** Devnet: a fresh window. Waiting requests are told to retry at once. */
    async reset() {
      await store.reset()
      wake?.cancel()
      wake = undefined
      lastRead = { calls: [], pausedUntilMs: 0 }
      changed()
      const waiting = queue
      queue = []
      held = []
      for (const waiter of waiting) {
        waiter.cancelTimer?.()
        if (waiter.isPresent) {
          settleWaiter(waiter, {
            kind: 'refused',
            reason: 'reset',
            retryAfterSeconds: 1,
          })
        }
      }
    },
  }
}
