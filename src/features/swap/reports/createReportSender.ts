// Sends the queued execution reports (reportQueue.ts) in the background,
// one at a time, at the proxy's pace: only when no quote of this page is in
// flight (a report never delays or displaces a quote), a 429's Retry-After
// pauses every report, other failures back off. The queue lives in storage
// shared by every tab and widget of the origin, so each pass runs under a
// lock (Web Locks, else a short lease in the stored value): a report is sent
// by one of them, and removed before the lock is let go.
import type { ExecutionReport } from '../../../../schema/partner'
import {
  enqueueReport,
  nextReport,
  parseReportQueue,
  type ReportOutcome,
  type ReportQueue,
  serializeReportQueue,
  settleReport,
} from './reportQueue'
import { REPORTS_STORAGE_KEY } from './reportsStorageKey'
import type { ToExecutionReportParameters } from './toExecutionReport'
import { toExecutionReport } from './toExecutionReport'

/** While a quote is in flight, look again this soon. */
export const QUOTE_IN_FLIGHT_WAIT_MS = 500
/** Another tab or widget holds the lock: look again this soon. */
export const LOCK_BUSY_WAIT_MS = 2_000
/** The lease where Web Locks are missing; longer than one report's send. */
export const LEASE_MS = 30_000
const LOCK_NAME = REPORTS_STORAGE_KEY

type LockManagerLike = {
  request: <T>(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<T>,
  ) => Promise<T>
}

export type CreateReportSenderParameters = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** POSTs one report; never throws. */
  send: (body: ExecutionReport) => Promise<ReportOutcome>
  /** Whether a quote request of this page is in flight now. */
  isQuoteInFlight: () => boolean
  /** navigator.locks where the browser has it. */
  locks?: LockManagerLike | null
  now?: () => number
}

export type ReportSender = {
  /** Queues the report of a swap's outcome and sends it when it may. */
  enqueue: (report: ToExecutionReportParameters) => void
  /** Looks at the stored queue (after a reload, or another tab's write). */
  wake: () => void
  stop: () => void
}

export function createReportSender({
  storage,
  send,
  isQuoteInFlight,
  locks = null,
  now = Date.now,
}: CreateReportSenderParameters): ReportSender {
  const owner = Math.random().toString(36).slice(2)
  let timer: ReturnType<typeof setTimeout> | undefined
  let isRunning = false
  let isWakeMissed = false
  let isStopped = false

  const read = (): ReportQueue => {
    try {
      return parseReportQueue(storage.getItem(REPORTS_STORAGE_KEY), now())
    } catch {
      return parseReportQueue(null, now())
    }
  }
  const write = (queue: ReportQueue) => {
    try {
      const text = serializeReportQueue(queue)
      if (text === null) storage.removeItem(REPORTS_STORAGE_KEY)
      else storage.setItem(REPORTS_STORAGE_KEY, text)
    } catch {
      // Storage full or blocked: the report lives as long as this page.
    }
  }

  function schedule(delayMs: number) {
    if (isStopped) return
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      pass().catch(() => schedule(LOCK_BUSY_WAIT_MS))
    }, delayMs)
  }

  /** One report, if one is due; the wait until the next, or null. */
  async function sendNext(): Promise<number | null> {
    const queue = read()
    write(queue)
    const next = nextReport(queue, now())
    if (!next) return null
    if ('waitMs' in next) return next.waitMs
    const outcome = await send(next.report.body)
    write(settleReport(read(), next.report.id, outcome, now()))
    return 0
  }

  async function withLease(): Promise<number | null | 'busy'> {
    const queue = read()
    const { lease } = queue
    if (lease && lease.owner !== owner && lease.untilMs > now()) return 'busy'
    write({ ...queue, lease: { owner, untilMs: now() + LEASE_MS } })
    if (read().lease?.owner !== owner) return 'busy'
    try {
      return await sendNext()
    } finally {
      const after = read()
      if (after.lease?.owner === owner) write({ ...after, lease: null })
    }
  }

  function withLock(): Promise<number | null | 'busy'> {
    if (!locks) return withLease()
    return locks.request<number | null | 'busy'>(
      LOCK_NAME,
      { ifAvailable: true },
      (lock) => (lock ? sendNext() : Promise.resolve('busy')),
    )
  }

  async function pass() {
    if (isStopped) return
    if (isRunning) {
      // Looked at again once this pass is over: a report queued meanwhile.
      isWakeMissed = true
      return
    }
    if (isQuoteInFlight()) {
      schedule(QUOTE_IN_FLIGHT_WAIT_MS)
      return
    }
    isRunning = true
    isWakeMissed = false
    let next: number | null | 'busy'
    try {
      next = await withLock()
    } finally {
      isRunning = false
    }
    if (isWakeMissed) schedule(0)
    else if (next === 'busy') schedule(LOCK_BUSY_WAIT_MS)
    else if (next !== null) schedule(next)
  }

  return {
    enqueue: (report) => {
      const body = toExecutionReport(report)
      if (!body) return
      write(enqueueReport(read(), body, now()))
      schedule(0)
    },
    wake: () => schedule(0),
    stop: () => {
      isStopped = true
      if (timer !== undefined) clearTimeout(timer)
    },
  }
}
