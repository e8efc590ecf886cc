import { describe, expect, test } from 'vitest'
import type { ExecutionReport } from '../../../../schema/partner'
import {
  emptyReportQueue,
  enqueueReport,
  nextReport,
  parseReportQueue,
  REPORT_FIRST_BACKOFF_MS,
  REPORT_MAX_AGE_MS,
  REPORT_MAX_BACKOFF_MS,
  reportIdOf,
  serializeReportQueue,
  settleReport,
} from './reportQueue'

const hash = `0x${'ab'.repeat(32)}` as const
const submitted: ExecutionReport = {
  quoteId: 'q_1',
  chainId: 31337,
  transactionHash: hash,
  status: 'SUBMITTED',
}
const confirmed: ExecutionReport = { ...submitted, status: 'CONFIRMED' }
const t0 = 1_700_000_000_000

const queued = () =>
  enqueueReport(
    enqueueReport(emptyReportQueue, submitted, t0),
    confirmed,
    t0 + 1,
  )

describe('reportQueue', () => {
  test('behavior: reports go oldest first, each outcome once', () => {
    const queue = queued()
    expect(queue.reports.map((r) => r.body.status)).toEqual([
      'SUBMITTED',
      'CONFIRMED',
    ])
    expect(enqueueReport(queue, submitted, t0 + 5)).toBe(queue)
    expect(nextReport(queue, t0 + 2)).toEqual({ report: queue.reports[0] })
    const sent = settleReport(
      queue,
      reportIdOf(submitted),
      { kind: 'sent' },
      t0 + 3,
    )
    expect(sent.reports.map((r) => r.body.status)).toEqual(['CONFIRMED'])
    // Sent already: queuing it again (a resumed page) is a no-op.
    expect(enqueueReport(sent, submitted, t0 + 4)).toBe(sent)
    expect(nextReport(emptyReportQueue, t0)).toBeNull()
  })

  test('behavior: a 429 pauses every report for its Retry-After', () => {
    const queue = settleReport(
      queued(),
      reportIdOf(submitted),
      { kind: 'rate-limited', retryAfterSeconds: 8 },
      t0 + 10,
    )
    expect(queue.reports).toHaveLength(2)
    expect(nextReport(queue, t0 + 11)).toEqual({ waitMs: 7_999 })
    expect(nextReport(queue, t0 + 8_010)).toMatchObject({
      report: { body: submitted },
    })
  })

  test('behavior: other failures back off, doubling to a ceiling; a permanent refusal is dropped', () => {
    let queue = queued()
    const id = reportIdOf(submitted)
    queue = settleReport(queue, id, { kind: 'failed' }, t0)
    expect(nextReport(queue, t0)).toEqual({ waitMs: REPORT_FIRST_BACKOFF_MS })
    queue = settleReport(queue, id, { kind: 'failed' }, t0)
    expect(nextReport(queue, t0)).toEqual({
      waitMs: 2 * REPORT_FIRST_BACKOFF_MS,
    })
    for (let i = 0; i < 20; i++) {
      queue = settleReport(queue, id, { kind: 'failed' }, t0)
    }
    expect(nextReport(queue, t0)).toEqual({ waitMs: REPORT_MAX_BACKOFF_MS })
    queue = settleReport(queue, id, { kind: 'refused' }, t0)
    expect(queue.reports.map((r) => r.body.status)).toEqual(['CONFIRMED'])
  })

  test('behavior: stored, read back; older than 30 minutes, dropped', () => {
    const text = serializeReportQueue(queued())
    const read = parseReportQueue(text, t0 + 60_000)
    expect(read.reports.map((r) => r.body)).toEqual([submitted, confirmed])
    expect(parseReportQueue(text, t0 + REPORT_MAX_AGE_MS + 2).reports).toEqual(
      [],
    )
    expect(serializeReportQueue(emptyReportQueue)).toBeNull()
  })

  test('behavior: a stranger’s or an older tab’s value never breaks the page', () => {
    const valid = JSON.parse(serializeReportQueue(queued()) ?? '{}')
    const strange = [
      null,
      '',
      'not json',
      '[]',
      '42',
      JSON.stringify({ ...valid, version: 2 }),
      JSON.stringify({ version: 1, reports: 'x', sent: {}, lease: 3 }),
      JSON.stringify({
        version: 1,
        reports: [
          {
            ...valid.reports[0],
            body: { ...submitted, transactionHash: '0x1' },
          },
          {
            ...valid.reports[0],
            body: { ...submitted, reason: `0x${'1'.repeat(100)}` },
          },
          { ...valid.reports[0], createdAtMs: 'yesterday' },
          { ...valid.reports[0], createdAtMs: t0 + 10 * 60_000 },
          valid.reports[1],
        ],
      }),
    ]
    for (const text of strange) {
      const queue = parseReportQueue(text, t0 + 1_000)
      expect(Array.isArray(queue.reports)).toBe(true)
      expect(queue.lease).toBeNull()
    }
    const last = parseReportQueue(strange.at(-1) ?? null, t0 + 1_000)
    expect(last.reports.map((r) => r.body)).toEqual([confirmed])
  })
})
