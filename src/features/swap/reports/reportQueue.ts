// The execution reports waiting to be sent, as kept in localStorage under a
// key every tab and widget of the origin shares. Whatever is stored is
// parsed on read (a stranger's value, or an older tab's, is dropped, never
// trusted); everything here is pure: the sender reads, decides with these
// functions, and writes back under a lock.
import {
  type ExecutionReport,
  executionReportSchema,
} from '../../../../schema/partner'

export const REPORT_QUEUE_VERSION = 1
/** The proxy remembers the quote ids it served this long (contract 4). */
export const REPORT_MAX_AGE_MS = 30 * 60_000
/** After a failure that may pass, the wait doubles from this… */
export const REPORT_FIRST_BACKOFF_MS = 5_000
/** …up to this. */
export const REPORT_MAX_BACKOFF_MS = 5 * 60_000
/** When a 429 names no wait. */
export const REPORT_DEFAULT_RETRY_AFTER_MS = 60_000
/** A page never keeps more than this many (oldest dropped first). */
export const MAX_QUEUED_REPORTS = 50

export type QueuedReport = {
  /** quoteId, status and transaction hash: one report per outcome. */
  id: string
  body: ExecutionReport
  createdAtMs: number
  attempts: number
  nextAttemptAtMs: number
}

export type ReportQueue = {
  /** Oldest first: a swap's SUBMITTED always goes before its outcome. */
  reports: QueuedReport[]
  /** Ids sent lately, so a second enqueue of the same report is a no-op. */
  sent: { id: string; atMs: number }[]
  /** A 429's Retry-After: the budget is spent for every report until then. */
  pausedUntilMs: number
  /** Who sends now, where the browser has no Web Locks. */
  lease: { owner: string; untilMs: number } | null
}

export type ReportOutcome =
  | { kind: 'sent' }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  /** No answer, a 5xx: may pass. */
  | { kind: 'failed' }
  /** A 4xx other than 408/429: will never be accepted. */
  | { kind: 'refused' }

export const emptyReportQueue: ReportQueue = {
  reports: [],
  sent: [],
  pausedUntilMs: 0,
  lease: null,
}

export const reportIdOf = (body: ExecutionReport) =>
  `${body.quoteId}|${body.status}|${body.transactionHash.toLowerCase()}`

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0

function parseReport(value: unknown, nowMs: number): QueuedReport | null {
  if (!isRecord(value)) return null
  const { createdAtMs, attempts, nextAttemptAtMs } = value
  if (!isTime(createdAtMs) || createdAtMs > nowMs + 60_000) return null
  if (nowMs - createdAtMs > REPORT_MAX_AGE_MS) return null
  const body = executionReportSchema.safeParse(value.body)
  if (!body.success) return null
  return {
    id: reportIdOf(body.data),
    body: body.data,
    createdAtMs,
    attempts:
      typeof attempts === 'number' && Number.isSafeInteger(attempts)
        ? Math.max(0, attempts)
        : 0,
    nextAttemptAtMs: isTime(nextAttemptAtMs) ? nextAttemptAtMs : nowMs,
  }
}

function parseSent(value: unknown, nowMs: number) {
  if (!isRecord(value) || typeof value.id !== 'string') return null
  if (!isTime(value.atMs) || nowMs - value.atMs > REPORT_MAX_AGE_MS) {
    return null
  }
  return { id: value.id.slice(0, 400), atMs: value.atMs }
}

const listOf = (value: unknown) => (Array.isArray(value) ? value : [])

/**
 * The stored queue at `nowMs`: another version or anything unreadable reads
 * as empty; malformed entries and reports older than 30 minutes are dropped.
 */
export function parseReportQueue(
  text: string | null,
  nowMs: number,
): ReportQueue {
  let value: unknown
  try {
    value = text === null ? null : JSON.parse(text)
  } catch {
    return emptyReportQueue
  }
  if (!isRecord(value) || value.version !== REPORT_QUEUE_VERSION) {
    return emptyReportQueue
  }
  const reports = listOf(value.reports)
    .map((report) => parseReport(report, nowMs))
    .filter((report): report is QueuedReport => report !== null)
    .sort((a, b) => a.createdAtMs - b.createdAtMs)
    .slice(-MAX_QUEUED_REPORTS)
  const sent = listOf(value.sent)
    .map((entry) => parseSent(entry, nowMs))
    .filter((entry) => entry !== null)
    .slice(-MAX_QUEUED_REPORTS * 2)
  const { lease } = value
  return {
    reports,
    sent,
    pausedUntilMs: isTime(value.pausedUntilMs) ? value.pausedUntilMs : 0,
    lease:
      isRecord(lease) &&
      typeof lease.owner === 'string' &&
      isTime(lease.untilMs)
        ? { owner: lease.owner, untilMs: lease.untilMs }
        : null,
  }
}

/** What goes into storage; null when there is nothing to keep. */
export function serializeReportQueue(queue: ReportQueue): string | null {
  const isEmpty =
    queue.reports.length === 0 && queue.sent.length === 0 && !queue.lease
  if (isEmpty) return null
  return JSON.stringify({ version: REPORT_QUEUE_VERSION, ...queue })
}

/** Adds a report once: the same outcome queued or sent already is skipped. */
export function enqueueReport(
  queue: ReportQueue,
  body: ExecutionReport,
  nowMs: number,
): ReportQueue {
  const id = reportIdOf(body)
  const isKnown =
    queue.reports.some((report) => report.id === id) ||
    queue.sent.some((entry) => entry.id === id)
  if (isKnown) return queue
  const report = {
    id,
    body,
    createdAtMs: nowMs,
    attempts: 0,
    nextAttemptAtMs: nowMs,
  }
  return {
    ...queue,
    reports: [...queue.reports, report].slice(-MAX_QUEUED_REPORTS),
  }
}

/**
 * What to do now: send the oldest report, or wait (its backoff, or the
 * budget's Retry-After); null when nothing is queued.
 */
export function nextReport(
  queue: ReportQueue,
  nowMs: number,
): { report: QueuedReport } | { waitMs: number } | null {
  const [report] = queue.reports
  if (!report) return null
  const dueAtMs = Math.max(report.nextAttemptAtMs, queue.pausedUntilMs)
  return dueAtMs <= nowMs ? { report } : { waitMs: dueAtMs - nowMs }
}

/** The queue after one attempt at the report `id`. */
export function settleReport(
  queue: ReportQueue,
  id: string,
  outcome: ReportOutcome,
  nowMs: number,
): ReportQueue {
  const others = queue.reports.filter((report) => report.id !== id)
  const report = queue.reports.find((candidate) => candidate.id === id)
  if (!report) return queue
  switch (outcome.kind) {
    case 'sent':
      return {
        ...queue,
        reports: others,
        sent: [...queue.sent, { id, atMs: nowMs }],
      }
    case 'refused':
      return { ...queue, reports: others }
    case 'rate-limited': {
      const waitMs =
        outcome.retryAfterSeconds === null
          ? REPORT_DEFAULT_RETRY_AFTER_MS
          : outcome.retryAfterSeconds * 1000
      return { ...queue, pausedUntilMs: nowMs + waitMs }
    }
    case 'failed': {
      const backoffMs = Math.min(
        REPORT_MAX_BACKOFF_MS,
        REPORT_FIRST_BACKOFF_MS * 2 ** report.attempts,
      )
      const retried = {
        ...report,
        attempts: report.attempts + 1,
        nextAttemptAtMs: nowMs + backoffMs,
      }
      return {
        ...queue,
        reports: queue.reports.map((candidate) =>
          candidate.id === id ? retried : candidate,
        ),
      }
    }
  }
}
