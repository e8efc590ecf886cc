import type { GroupCounts, SlotLimits, WindowCounts } from './rateLimitStore'

/**
 * Who gets the next upstream slot, and when each waiting request would get
 * one: pure functions over the window's calls and the queue, used by the
 * scheduler both to decide now and to predict (Retry-After). The rules
 * (server/README.md says them for people):
 *
 * - Work-conserving: any free slot goes to someone waiting for it (but
 *   for the reserve, below).
 * - Lanes, highest first: a flow already begun (`flow`, at most
 *   `flowSlotsPerGroup` of a group's calls in a window, the rest count as
 *   `quote`), a person waiting (`quote`: an executable quote, which begins
 *   a flow; `user`: anything else a person waits for), a background
 *   refresh of a shared read (`background`), an execution report
 *   (`report`).
 * - Max-min fair: among people, the group with the fewest calls in the
 *   window first, then the oldest request, level by level down a group's
 *   path (ClientGroup): the widest block with the fewest calls first (an
 *   IPv4 /24, an IPv6 /32), then within a tie the /48 with the fewest,
 *   then the /56. So many groups inside one block together get one share
 *   of it, whatever their number.
 * - The share rule (isOverShare): a person's request whose block, at some
 *   level, has its even share of the budget among the blocks active there
 *   does not take a free slot the blocks below their share may still come
 *   for; a flow and a due appointment are not held back.
 * - A Retry-After is kept: a request refused with one holds an appointment
 *   for the time it was told, not served before and served first then
 *   (after flows). Each promise is checked against those already made, and
 *   nobody but a flow gets a slot an appointment needs (`isPromiseBroken`).
 *   A flow may: a continuation that comes after the promise was made can
 *   delay an appointment to the next free slot (it waits in the queue).
 * - The reserve: `reserve` slots of a window are kept for flows (flows
 *   count against it first) while another client group has a flow going (was served an executable
 *   quote in the window, or has a continuation waiting). With no one
 *   else's flow to keep them for (a lone user, price browsing) they are
 *   anyone's. Whether a quote will be continued (it needs an approval, or
 *   it expires before signing) is not known when its slot is given, so
 *   every quote keeps the reserve for its window: the price of a slot ready
 *   for the step after an approval, and what makes the plan, and so every
 *   Retry-After, exact.
 * - Background refreshes and reports go only when no flow or user request
 *   waits (an appointment not yet due included), only while more than
 *   `headroom` slots are free outside the reserve, and refreshes at most
 *   `backgroundLimit` a window.
 * - `clientLimit` (CLIENT_UPSTREAM_CALL_LIMIT) is a hard ceiling per group
 *   and window, at every level of its path (a /48 holds no more than one /56
 *   may).
 */

export type Lane = 'flow' | 'quote' | 'user' | 'background' | 'report'

/** The group the proxy's own background calls are counted under. */
export const PROXY_GROUP = '(proxy)'

export type WindowCall = {
  atMs: number
  group: string
  /** The group's blocks, widest first; `[group]` when left out. */
  path?: readonly string[]
  lane: string
}

/** Levels of a group's path the fairness key compares (an IPv6 group's
 * /32, /48 and /56); a shorter path repeats its last level's count. */
const FAIRNESS_LEVELS = 3

export type SlotRequest = {
  id: number
  /** The client group's own block (ClientGroup.key). */
  group: string
  /** Its blocks, widest first (ClientGroup.path); `[group]` when left
   * out. */
  path?: readonly string[]
  lane: Lane
  arrivalMs: number
  /** An appointment's: when its client was told to come back; it gets no
   * slot before (so one is held for it only while it is on its way). */
  dueMs?: number
  /** A present request's: past this it is refused and told to come back. */
  deadlineMs?: number
}

export type BudgetRules = {
  budget: number
  reserve: number
  windowMs: number
  clientLimit: number
  backgroundLimit: number
  headroom: number
  flowSlotsPerGroup: number
}

/**
 * The rules of an instance that runs on `share` of the budget alone (its
 * shared store is unreachable: createStoreFailover): the reserve, the
 * background share and the headroom shrink in proportion, so the rules
 * keep their shape; the per-group ceiling and the flow uses do not.
 */
export function toLocalShareRules(
  rules: BudgetRules,
  share: number,
): BudgetRules {
  const budget = Math.max(1, Math.min(share, rules.budget))
  const scale = (value: number) => Math.floor((value * budget) / rules.budget)
  return {
    ...rules,
    budget,
    reserve: scale(rules.reserve),
    backgroundLimit: scale(rules.backgroundLimit),
    headroom: scale(rules.headroom),
  }
}

export type SlotChoice = {
  request: SlotRequest
  /** The lane the call is counted in (a flow past its group's share is an
   * ordinary quote). */
  lane: Lane
  /** What the store must still find true when it admits the call. */
  limits: SlotLimits
}

const isPersonWaiting = (request: SlotRequest) =>
  request.lane === 'flow' || request.lane === 'quote' || request.lane === 'user'

const noCalls: GroupCounts = { calls: 0, flows: 0, quotes: 0 }

/** The counts of a list of calls (every block of a call's path counts its
 * calls; lanes are counted for the group itself). */
export function countWindow(calls: readonly WindowCall[]): WindowCounts {
  const groups = new Map<string, GroupCounts>()
  let flows = 0
  let background = 0
  let quoteGroups = 0
  for (const call of calls) {
    for (const block of call.path ?? []) {
      if (block === call.group) continue
      const wider = groups.get(block) ?? { calls: 0, flows: 0, quotes: 0 }
      wider.calls += 1
      groups.set(block, wider)
    }
    let counts = groups.get(call.group)
    if (!counts) {
      counts = { calls: 0, flows: 0, quotes: 0 }
      groups.set(call.group, counts)
    }
    counts.calls += 1
    if (call.lane === 'flow') {
      counts.flows += 1
      flows += 1
    }
    if (call.lane === 'quote') {
      counts.quotes += 1
      if (counts.quotes === 1) quoteGroups += 1
    }
    if (call.lane === 'background') background += 1
  }
  return { total: calls.length, flows, background, quoteGroups, groups }
}

type Counts = {
  window: WindowCounts
  /** Client groups with a continuation waiting. */
  flowWaitGroups: Set<string>
  /** A person waits whom CLIENT_UPSTREAM_CALL_LIMIT does not hold back. */
  isPersonAhead: boolean
}

const groupCounts = (window: WindowCounts, group: string) =>
  window.groups.get(group) ?? noCalls

const pathOf = (request: SlotRequest) => request.path ?? [request.group]

/** Calls in the window at each level of `request`'s path, widest first,
 * as many as FAIRNESS_LEVELS (a shorter path repeats its last). */
function levelCalls(window: WindowCounts, request: SlotRequest) {
  const path = pathOf(request)
  return Array.from({ length: FAIRNESS_LEVELS }, (_, level) => {
    const block = path[Math.min(level, path.length - 1)] ?? request.group
    return groupCounts(window, block).calls
  })
}

/** The calls of `request`'s widest block: the most of any level, so the
 * one a ceiling per group holds for. */
const widestCalls = (window: WindowCounts, request: SlotRequest) =>
  groupCounts(window, pathOf(request)[0] ?? request.group).calls

function countCalls(
  window: WindowCounts,
  waiting: readonly SlotRequest[],
  rules: BudgetRules,
): Counts {
  const counts: Counts = {
    window,
    flowWaitGroups: new Set(),
    isPersonAhead: false,
  }
  for (const request of waiting) {
    if (request.lane === 'flow') counts.flowWaitGroups.add(request.group)
    if (
      isPersonWaiting(request) &&
      widestCalls(window, request) < rules.clientLimit
    ) {
      counts.isPersonAhead = true
    }
  }
  return counts
}

const hasOtherThan = (groups: ReadonlySet<string>, group: string) =>
  groups.size > 1 || (groups.size === 1 && !groups.has(group))

/** Whether a client group other than `group` has a flow going. */
const hasOtherFlowGoing = (window: WindowCounts, group: string) =>
  window.quoteGroups > 1 ||
  (window.quoteGroups === 1 && groupCounts(window, group).quotes === 0)

/** Whether `request` could take a slot now, and as what; null if not. */
function assess(
  request: SlotRequest,
  counts: Counts,
  rules: BudgetRules,
  nowMs: number,
): Omit<SlotChoice, 'request'> | null {
  if ((request.dueMs ?? 0) > nowMs) return null
  const { group } = request
  const isClient = group !== PROXY_GROUP
  const maxGroup = isClient ? rules.clientLimit : Number.POSITIVE_INFINITY
  const own = groupCounts(counts.window, group)
  const { total, flows, background } = counts.window
  if (widestCalls(counts.window, request) >= maxGroup) return null
  const unlimited = Number.POSITIVE_INFINITY
  const ordinaryRoom = rules.budget - rules.reserve
  if (request.lane === 'flow' && own.flows < rules.flowSlotsPerGroup) {
    if (total >= rules.budget) return null
    return {
      lane: 'flow',
      limits: {
        maxTotal: rules.budget,
        maxGroup,
        maxLane: unlimited,
        maxGroupLane: rules.flowSlotsPerGroup,
      },
    }
  }
  if (isPersonWaiting(request)) {
    const isReserveKept =
      hasOtherFlowGoing(counts.window, group) ||
      hasOtherThan(counts.flowWaitGroups, group)
    // Flows count against the reserve first: the ordinary room is what
    // calls other than flows may fill.
    const ordinaryLimit = isReserveKept ? ordinaryRoom : rules.budget
    const maxTotal = Math.min(rules.budget, ordinaryLimit + flows)
    if (total >= maxTotal) return null
    return {
      lane: request.lane === 'user' ? 'user' : 'quote',
      limits: {
        maxTotal,
        maxGroup,
        maxLane: unlimited,
        maxGroupLane: unlimited,
      },
    }
  }
  // Never while a person waits, even one whose appointment is not due yet
  // (unless CLIENT_UPSTREAM_CALL_LIMIT holds them back anyway).
  const maxTotal = Math.min(rules.budget, ordinaryRoom - rules.headroom + flows)
  if (counts.isPersonAhead || total >= maxTotal) return null
  const isBackground = request.lane === 'background'
  if (isBackground && background >= rules.backgroundLimit) return null
  return {
    lane: request.lane,
    limits: {
      maxTotal,
      maxGroup,
      maxLane: isBackground ? rules.backgroundLimit : unlimited,
      maxGroupLane: unlimited,
    },
  }
}

const laneRank: Record<Lane, number> = {
  flow: 0,
  quote: 1,
  user: 1,
  background: 2,
  report: 3,
}

/** A block's key among its siblings: its level and the blocks above it. */
const parentKey = (path: readonly string[], level: number) =>
  `${level}:${path.slice(0, level).join('>')}`

/**
 * The active blocks at each level under each parent: those with a call in
 * the window or a request waiting (an appointment not yet due included).
 */
function activeBlocks(
  calls: readonly WindowCall[],
  waiting: readonly SlotRequest[],
) {
  const active = new Map<string, Set<string>>()
  const add = (path: readonly string[]) => {
    path.forEach((block, level) => {
      const key = parentKey(path, level)
      const blocks = active.get(key) ?? new Set<string>()
      blocks.add(block)
      active.set(key, blocks)
    })
  }
  // The proxy's own calls are nobody's share: they never hold slots back.
  for (const call of calls) {
    if (call.group !== PROXY_GROUP) add(call.path ?? [call.group])
  }
  for (const request of waiting) {
    if (isPersonWaiting(request)) add(pathOf(request))
  }
  return active
}

/**
 * Whether a person's `request` must let others go first: at some level of
 * its path its block already has its equal share of the budget among the
 * active blocks there (the share of the block above, split evenly), and
 * the free slots are no more than the siblings active there are short of
 * that share. Those slots are held back for the siblings, who may still
 * come for them: a herd of groups arriving together cannot take a whole
 * window's slots before a lone user's next request arrives. A block alone
 * at its level (a lone user) has the whole budget; a sibling stops
 * counting as active once its calls leave the window and nothing of it
 * waits.
 */
function isOverShare(
  request: SlotRequest,
  counts: WindowCounts,
  active: ReadonlyMap<string, ReadonlySet<string>>,
  budget: number,
) {
  const path = pathOf(request)
  let share = budget
  for (let level = 0; level < path.length; level++) {
    const block = path[level] ?? request.group
    const siblings = active.get(parentKey(path, level)) ?? new Set([block])
    const others = [...siblings].filter((other) => other !== block)
    share /= others.length + 1
    if (groupCounts(counts, block).calls < share) continue
    // The slots held back: what the siblings below their share may still
    // take of it (whole calls), so a crowd of blocks just below an even
    // share holds nothing back and no slot idles for it.
    const heldBack = others.reduce(
      (sum, other) =>
        sum + Math.max(0, Math.floor(share) - groupCounts(counts, other).calls),
      0,
    )
    if (heldBack > 0 && budget - counts.total <= heldBack) return true
  }
  return false
}

/** The request the next slot goes to at `nowMs`, or null (none may): from
 * the window's calls, or its counts (the groups waiting among them; then
 * the share rule, which needs every active block, is the caller's: the
 * scheduler decides from counts only when they show the rule cannot hold
 * the request back, createUpstreamScheduler's isWithinShare). */
export function pickNextSlot(
  window: readonly WindowCall[] | WindowCounts,
  waiting: readonly SlotRequest[],
  rules: BudgetRules,
  nowMs: number,
): SlotChoice | null {
  const counts = countCalls(
    Array.isArray(window) ? countWindow(window) : (window as WindowCounts),
    waiting,
    rules,
  )
  const active = Array.isArray(window)
    ? activeBlocks(window as readonly WindowCall[], waiting)
    : undefined
  let best: { choice: SlotChoice; key: number[] } | null = null
  // Lower lanes only when no higher one could take the slot.
  for (const rank of [1, 2, 3]) {
    for (const request of waiting) {
      const requestRank = Math.max(1, laneRank[request.lane])
      if (requestRank !== rank) continue
      const assessed = assess(request, counts, rules, nowMs)
      if (!assessed) continue
      if (
        active &&
        assessed.lane !== 'flow' &&
        request.dueMs === undefined &&
        isPersonWaiting(request) &&
        isOverShare(request, counts.window, active, rules.budget)
      ) {
        continue
      }
      // A flow first; then a promise that is due (its Retry-After is kept);
      // then by fewest calls in the window, level by level down the
      // group's path (widest first), then the oldest.
      const none = Array<number>(FAIRNESS_LEVELS).fill(0)
      const key =
        assessed.lane === 'flow'
          ? [0, 0, ...none, request.arrivalMs, request.id]
          : request.dueMs !== undefined
            ? [laneRank[assessed.lane], 0, ...none, request.dueMs, request.id]
            : [
                laneRank[assessed.lane],
                1,
                ...levelCalls(counts.window, request),
                request.arrivalMs,
                request.id,
              ]
      if (!best || isBefore(key, best.key)) {
        best = { choice: { request, ...assessed }, key }
      }
    }
    if (best) return best.choice
  }
  return null
}

function isBefore(a: number[], b: number[]) {
  for (let index = 0; index < a.length; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0)
    if (difference !== 0) return difference < 0
  }
  return false
}

type PlanSlotsParameters = {
  calls: readonly WindowCall[]
  waiting: readonly SlotRequest[]
  rules: BudgetRules
  nowMs: number
  /** No slot before this (an upstream 429's pause). */
  pausedUntilMs: number
  horizonMs: number
}

const MAX_PLAN_STEPS = 20_000

type PlanPromisesParameters = Omit<PlanSlotsParameters, 'horizonMs'>

/**
 * When each appointment among `waiting` would get its slot with nobody
 * else served before it. A promise is kept when that is its due time.
 */
export function planPromises({
  calls,
  waiting,
  rules,
  nowMs,
  pausedUntilMs,
}: PlanPromisesParameters) {
  const promised = waiting.filter((request) => request.dueMs !== undefined)
  if (promised.length === 0) return new Map<number, number>()
  const latestMs = Math.max(...promised.map((request) => request.dueMs ?? 0))
  return planSlots({
    calls,
    waiting: promised,
    rules,
    nowMs,
    pausedUntilMs,
    horizonMs: latestMs - nowMs + rules.windowMs,
  })
}

/**
 * Whether a change (a slot given to someone else, a new promise) makes any
 * appointment come later than it was told, and later than it would
 * anyway: only promises the change itself would break count, not one
 * already late for another reason (a flow took its slot).
 */
export function isPromiseBroken(
  waiting: readonly SlotRequest[],
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
) {
  return waiting.some((request) => {
    if (request.dueMs === undefined) return false
    const afterMs = after.get(request.id) ?? Number.POSITIVE_INFINITY
    const beforeMs = before.get(request.id) ?? Number.POSITIVE_INFINITY
    return afterMs > Math.max(request.dueMs, beforeMs)
  })
}

/**
 * When the call given a slot at `slotMs` will really start: at once for a
 * client that is there, or one with an appointment (it is back by its due
 * time, which the slot never precedes); for one the slot comes too late
 * for, who will be told to come back, on the whole second of its
 * Retry-After. Its slot leaves the window a window after that.
 */
function toCallStartMs(request: SlotRequest, slotMs: number, nowMs: number) {
  if (request.dueMs !== undefined) return slotMs
  if (request.deadlineMs !== undefined && slotMs > request.deadlineMs) {
    return nowMs + Math.ceil((slotMs - nowMs) / 1000) * 1000
  }
  return slotMs
}

/**
 * When each waiting request would get its slot if nobody else came: the
 * window slides forward (each call leaves `windowMs` after it was made) and
 * every freed slot goes where pickNextSlot says. Requests that would wait
 * past the horizon are left out.
 */
export function planSlots({
  calls,
  waiting,
  rules,
  nowMs,
  pausedUntilMs,
  horizonMs,
}: PlanSlotsParameters): Map<number, number> {
  const planned = new Map<number, number>()
  const window = [...calls].sort((a, b) => a.atMs - b.atMs)
  let queue = [...waiting]
  let atMs = Math.max(nowMs, pausedUntilMs)
  const endMs = nowMs + horizonMs
  for (let step = 0; step < MAX_PLAN_STEPS; step++) {
    if (queue.length === 0 || atMs > endMs) break
    while (
      window.length > 0 &&
      (window[0]?.atMs ?? 0) <= atMs - rules.windowMs
    ) {
      window.shift()
    }
    const choice = pickNextSlot(window, queue, rules, atMs)
    if (choice) {
      const { request } = choice
      planned.set(request.id, atMs)
      const call = {
        atMs: toCallStartMs(request, atMs, nowMs),
        group: request.group,
        path: request.path,
        lane: choice.lane,
      }
      const at = window.findIndex((other) => other.atMs > call.atMs)
      window.splice(at < 0 ? window.length : at, 0, call)
      queue = queue.filter((other) => other !== request)
      continue
    }
    // Nothing can move until a call leaves the window or a promise is due.
    const nextMs = Math.min(
      window[0] ? window[0].atMs + rules.windowMs : Infinity,
      ...queue
        .map((request) => request.dueMs ?? 0)
        .filter((dueMs) => dueMs > atMs),
    )
    if (!Number.isFinite(nextMs)) break
    atMs = nextMs
  }
  return planned
}
