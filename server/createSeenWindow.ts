/**
 * What one instance last knew of a shared sliding window: how many calls
 * it held and when each leaves, without their identities. Kept while Redis
 * answers, from what the scheduler reads anyway (the window's calls when
 * someone waits, its count otherwise, the calls this instance adds and
 * when they end), so that an instance cut off from Redis starts its local
 * window with the calls already made (createStoreFailover). A call counted
 * but not seen is dated when it was counted, later than it was made: it
 * leaves the estimate no earlier than the window, which errs on the safe
 * side. Runs of calls at one time, oldest first from `head`, so a window
 * of a million calls costs no more per call than one of twenty.
 */

type Run = { atMs: number; count: number }

const COMPACT_AT = 1024

/** The calls of one window as this instance has seen them. */
export type SeenWindow = {
  /** The window's calls, read whole. */
  replace: (times: readonly number[]) => void
  /** A call this instance made, at `atMs`. */
  add: (atMs: number) => void
  /** A call seen at `fromMs` ended at `toMs`. */
  move: (fromMs: number, toMs: number) => void
  /** The window held `count` calls at `nowMs`. */
  observeTotal: (count: number, nowMs: number) => void
  /** The calls still in the window at `nowMs`, oldest first. */
  runs: (nowMs: number) => readonly Run[]
  count: (nowMs: number) => number
}

export function createSeenWindow(windowMs: number): SeenWindow {
  let runs: Run[] = []
  let head = 0
  let total = 0

  const prune = (nowMs: number) => {
    const cutoff = nowMs - windowMs
    while (head < runs.length && (runs[head]?.atMs ?? 0) <= cutoff) {
      total -= runs[head]?.count ?? 0
      head += 1
    }
    if (head >= COMPACT_AT && head * 2 >= runs.length) {
      runs = runs.slice(head)
      head = 0
    }
  }

  /** The first index from `head` whose run is at `atMs` or later. */
  const indexOf = (atMs: number) => {
    let low = head
    let high = runs.length
    while (low < high) {
      const middle = (low + high) >> 1
      if ((runs[middle]?.atMs ?? 0) < atMs) low = middle + 1
      else high = middle
    }
    return low
  }

  const add = (atMs: number, count = 1) => {
    total += count
    const last = runs[runs.length - 1]
    if (!last || runs.length === head || last.atMs < atMs) {
      runs.push({ atMs, count })
      return
    }
    const at = indexOf(atMs)
    const there = runs[at]
    if (there?.atMs === atMs) there.count += count
    else runs.splice(at, 0, { atMs, count })
  }

  return {
    /** The window's calls, read whole. */
    replace(times: readonly number[]) {
      runs = [...times]
        .sort((a, b) => a - b)
        .map((atMs) => ({ atMs, count: 1 }))
      head = 0
      total = runs.length
    },

    /** A call this instance made, at `atMs`. */
    add: (atMs: number) => add(atMs),

    /** A call seen at `fromMs` ended at `toMs`. */
    move(fromMs: number, toMs: number) {
      const at = indexOf(fromMs)
      const from = runs[at]
      if (!from || from.atMs !== fromMs) return
      from.count -= 1
      total -= 1
      if (from.count === 0) runs.splice(at, 1)
      add(toMs)
    },

    /** The window held `count` calls at `nowMs`: calls not seen yet are
     * dated now; calls believed in it but gone leave oldest first (those
     * kept are then dated later than they were: on the safe side). */
    observeTotal(count: number, nowMs: number) {
      prune(nowMs)
      let extra = total - count
      if (extra < 0) add(nowMs, -extra)
      while (extra > 0 && head < runs.length) {
        const oldest = runs[head]
        if (!oldest) break
        const taken = Math.min(oldest.count, extra)
        oldest.count -= taken
        total -= taken
        extra -= taken
        if (oldest.count === 0) head += 1
      }
    },

    /** The calls still in the window at `nowMs`, oldest first. */
    runs(nowMs: number): readonly Run[] {
      prune(nowMs)
      return runs.slice(head)
    },

    count(nowMs: number) {
      prune(nowMs)
      return total
    },
  }
}
