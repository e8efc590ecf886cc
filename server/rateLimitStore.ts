/**
 * Where the proxy keeps its counters: the upstream budget's window of calls
 * (each with its client group and lane, so fairness and the reserve can be
 * decided from one place), the per-client request flood guard and the pause
 * set after an upstream 429. Sliding-window logs, so no window of `windowMs`
 * ever admits more than the limit, whatever the upstream's own window
 * alignment; a slot log also keeps its counts per lane and group, updated
 * as events enter and leave, so admitting one never reads the others.
 * Memory by default; Redis when several instances run, so they share one
 * budget.
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

type WindowParameters = { key: string; windowMs: number; nowMs: number }

/** One admitted event of a slot log: who caused it and in which lane. */
export type SlotEntry = {
  atMs: number
  group: string
  /** The group's blocks, widest first, its own (`group`) last. */
  path: readonly string[]
  lane: string
  ticket: string
}

/**
 * Counts in the window below which an event is admitted (Infinity: no
 * limit). `group` and `lane` are words without spaces.
 */
export type SlotLimits = {
  /** Every event in the window. */
  maxTotal: number
  /** Events of this group. */
  maxGroup: number
  /** Events of this lane, any group. */
  maxLane: number
  /** Events of this lane by this group. */
  maxGroupLane: number
}

/** One client group's calls in the window (or one block's of a group's
 * path: its `calls` are all its groups', its lanes are not counted). */
export type GroupCounts = {
  calls: number
  /** In the `flow` lane. */
  flows: number
  /** In the `quote` lane (an executable quote: a flow going). */
  quotes: number
}

/**
 * What the rules need to know of the window: counts, not the calls. The
 * stores keep them as calls come and go (countSlots below), so a
 * request served at once costs the same whatever the window holds; a plan
 * (which slides the window call by call) reads the calls themselves.
 */
export type WindowCounts = {
  total: number
  /** Calls in the `flow` lane: they use the reserve before anything else. */
  flows: number
  background: number
  /** Client groups with a call in the `quote` lane (a flow going). */
  quoteGroups: number
  /** Widest blocks (a path's first: an IPv4 /24, an IPv6 /32, the proxy's
   * own group) with a call in the window: how many share the budget at the
   * widest level. Left out by counts made from a list of calls (which
   * hold every block). */
  widestBlocks?: number
  /** Per group, and per block of a group's path (calls only); a group
   * not in it has no call in the window (a store may answer only for the
   * groups and blocks it was asked about). */
  groups: ReadonlyMap<string, GroupCounts>
}

type TakeSlotParameters = WindowParameters & {
  /** The client group's own block (the last of `path`). */
  group: string
  /** The group's blocks, widest first (ClientGroup.path); `[group]` when
   * left out. Every level's calls are counted, and `maxGroup` holds for
   * each (so for the widest, which holds the most). */
  path?: readonly string[]
  lane: string
  limits: SlotLimits
}

export type RateLimitStore = {
  /** Admits one event when fewer than `limit` were admitted in the window. */
  take(parameters: TakeParameters): Promise<TakeReturnType>
  /** Gives back an admitted event that did not happen after all. */
  release(key: string, ticket: string): Promise<void>
  /** The events of a slot log still in the window, oldest first. */
  readSlots(parameters: WindowParameters): Promise<SlotEntry[]>
  /** How many events of a slot log are in the window, in all, per lane
   * and for each of `groups`: kept as events come and go, so the answer
   * costs the same however many the window holds. */
  countSlots(
    parameters: WindowParameters & { groups: readonly string[] },
  ): Promise<WindowCounts>
  /** Admits one event into a slot log when every limit allows it, at once
   * (no other instance can slip in between the count and the add). */
  takeSlot(
    parameters: TakeSlotParameters,
  ): Promise<{ isAllowed: true; ticket: string } | { isAllowed: false }>
  /** Moves an admitted event to `atMs` if that is later (when the call it
   * stands for really ended), so it leaves the window no earlier than the
   * upstream saw it. */
  settle(key: string, ticket: string, atMs: number): Promise<void>
  /** A shared store's: writes calls made while an instance ran apart from
   * it into the slot log, each at its time under its ticket; a ticket
   * already there is not counted twice (it only moves later), so writing
   * the same calls again changes nothing. */
  restoreSlots?(
    parameters: WindowParameters & { entries: readonly SlotEntry[] },
  ): Promise<void>
  /** Pauses `key` until `untilMs` (a later pause wins). */
  pause(parameters: PauseParameters): Promise<void>
  /** The end of the pause on `key`, or 0 when it is not paused. */
  getPausedUntil(key: string, nowMs: number): Promise<number>
  /** Forgets every window and pause (devnet: a fresh window per test). */
  reset(): Promise<void>
  close(): Promise<void>
}

/** Between the blocks of a group's path in a slot ticket. */
const PATH_SEPARATOR = '>'

/**
 * A slot log's member: lane, the group's path (its blocks widest first,
 * joined by `>`) and a unique id, space-separated. The path is written
 * whole so that a call leaving the window is uncounted from every level
 * it was counted in, by the Lua scripts as by the memory store.
 */
export const toSlotTicket = (
  lane: string,
  path: readonly string[],
  id: string,
) => `${lane} ${path.join(PATH_SEPARATOR)} ${id}`

export function parseSlotTicket(ticket: string) {
  const [lane = '', joined = ''] = ticket.split(' ', 2)
  const path = joined.split(PATH_SEPARATOR)
  return { lane, group: path.at(-1) ?? '', path }
}

/** Whether `lane` and a path's block may go into a slot ticket. */
export const isSlotWord = (word: string) => /^[^\s>]+$/.test(word)
