import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { ExecutionReport } from '../../../../schema/partner'
import { createReportSender } from './createReportSender'
import type { ReportOutcome } from './reportQueue'
import { REPORTS_STORAGE_KEY } from './reportsStorageKey'

const hash = `0x${'cd'.repeat(32)}` as const
const report = {
  quoteId: 'q_9',
  chainId: 31337,
  hash,
  status: 'SUBMITTED',
} as const

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** navigator.locks' ifAvailable semantics, for one page's frames. */
function memoryLocks() {
  const held = new Set<string>()
  return {
    request: async <T>(
      name: string,
      _options: { ifAvailable: boolean },
      callback: (lock: unknown) => Promise<T>,
    ) => {
      if (held.has(name)) return callback(null)
      held.add(name)
      try {
        return await callback({ name })
      } finally {
        held.delete(name)
      }
    },
  }
}

const flush = (ms: number) => vi.advanceTimersByTimeAsync(ms)

describe('createReportSender', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('behavior: sends in the background, never while a quote is in flight', async () => {
    const sent: ExecutionReport[] = []
    let isQuoteInFlight = true
    const sender = createReportSender({
      storage: memoryStorage(),
      send: async (body) => {
        sent.push(body)
        return { kind: 'sent' }
      },
      isQuoteInFlight: () => isQuoteInFlight,
    })
    sender.enqueue(report)
    await flush(5_000)
    expect(sent).toEqual([])
    isQuoteInFlight = false
    await flush(1_000)
    expect(sent.map((body) => body.status)).toEqual(['SUBMITTED'])
    sender.stop()
  })

  test('behavior: a 429 waits its Retry-After, then the report goes; kept in storage meanwhile', async () => {
    const storage = memoryStorage()
    const outcomes: ReportOutcome[] = [
      { kind: 'rate-limited', retryAfterSeconds: 8 },
      { kind: 'sent' },
    ]
    const attempts: number[] = []
    const sender = createReportSender({
      storage,
      send: async () => {
        attempts.push(Date.now())
        return outcomes.shift() ?? { kind: 'sent' }
      },
      isQuoteInFlight: () => false,
    })
    sender.enqueue(report)
    await flush(10)
    expect(attempts).toHaveLength(1)
    expect(storage.getItem(REPORTS_STORAGE_KEY)).toContain('q_9')
    await flush(7_000)
    expect(attempts).toHaveLength(1)
    await flush(1_100)
    expect(attempts).toHaveLength(2)
    expect((attempts[1] ?? 0) - (attempts[0] ?? 0)).toBeGreaterThanOrEqual(
      8_000,
    )
    const stored = JSON.parse(storage.getItem(REPORTS_STORAGE_KEY) ?? '{}')
    expect(stored.reports).toEqual([])
    sender.stop()
  })

  test('behavior: two widgets on one page share the key and send each report once (Web Locks)', async () => {
    const storage = memoryStorage()
    const locks = memoryLocks()
    const sent: string[] = []
    const send = async (body: ExecutionReport) => {
      sent.push(body.status)
      await new Promise((resolve) => setTimeout(resolve, 50))
      return { kind: 'sent' } as const
    }
    const a = createReportSender({
      storage,
      send,
      isQuoteInFlight: () => false,
      locks,
    })
    const b = createReportSender({
      storage,
      send,
      isQuoteInFlight: () => false,
      locks,
    })
    a.enqueue(report)
    // B wakes too (another tab's write, or a reload) and a second enqueue of
    // the same outcome is a no-op.
    b.enqueue(report)
    b.wake()
    await flush(10_000)
    expect(sent).toEqual(['SUBMITTED'])
    a.stop()
    b.stop()
  })

  test('behavior: without Web Locks, a lease in the stored value keeps a second sender out', async () => {
    const storage = memoryStorage()
    const sent: string[] = []
    const send = async (body: ExecutionReport) => {
      sent.push(body.status)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return { kind: 'sent' } as const
    }
    const a = createReportSender({
      storage,
      send,
      isQuoteInFlight: () => false,
    })
    const b = createReportSender({
      storage,
      send,
      isQuoteInFlight: () => false,
    })
    a.enqueue(report)
    b.enqueue({ ...report, status: 'CONFIRMED' })
    await flush(10_000)
    expect(sent.sort()).toEqual(['CONFIRMED', 'SUBMITTED'])
    a.stop()
    b.stop()
  })
})
