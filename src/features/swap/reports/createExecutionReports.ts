import type { QueryClient } from '@tanstack/react-query'
import type { ApiConfig } from '../../../lib/ApiConfigProvider'
import { lazyModule } from '../../../lib/lazyModule'
import type { ReportSender } from './createReportSender'
import { REPORTS_STORAGE_KEY } from './reportsStorageKey'
import type { ToExecutionReportParameters } from './toExecutionReport'

/** The queue's code: loaded when there is something to send. */
const reportSender = lazyModule(() => import('./createReportSender'))
const reportPost = lazyModule(() => import('./sendExecutionReport'))

type CreateExecutionReportsParameters = {
  /** localStorage unless given (tests pass their own). */
  storage: Storage | undefined
  /** The API as it is now (the deployment's settings may change). */
  getApi: () => ApiConfig
  queryClient: QueryClient
}

function defaultStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // A third-party frame with storage blocked: reports last as the page.
    return null
  }
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** The provider's queue: what it hands the app, and its start and stop. */
export type ExecutionReportsQueue = {
  /** Queues a swap's SUBMITTED / CONFIRMED / REVERTED; never waits. */
  enqueue: (report: ToExecutionReportParameters) => void
  /** Sends what an earlier page left unsent, if anything. */
  start: () => void
  stop: () => void
}

/**
 * One mounted app's report queue (ExecutionReportsProvider): the sender's
 * code loads only when there is something to send, a report queued now or
 * one an earlier page left in storage (`start`).
 */
export function createExecutionReports({
  storage,
  getApi,
  queryClient,
}: CreateExecutionReportsParameters): ExecutionReportsQueue {
  const store = storage ?? defaultStorage() ?? memoryStorage()
  let sender: Promise<ReportSender> | null = null
  let isStopped = false
  const load = () => {
    sender ??= Promise.all([reportSender.load(), reportPost.load()]).then(
      ([{ createReportSender }, { sendExecutionReport }]) =>
        createReportSender({
          storage: store,
          send: (body) => sendExecutionReport(getApi(), body),
          isQuoteInFlight: () =>
            queryClient.isFetching({ queryKey: ['quote'] }) > 0,
          locks:
            typeof navigator !== 'undefined' && navigator.locks
              ? navigator.locks
              : null,
        }),
    )
    return sender.then((loaded) => {
      if (isStopped) loaded.stop()
      return loaded
    })
  }
  return {
    enqueue: (report) => {
      load().then(
        (loaded) => loaded.enqueue(report),
        () => undefined,
      )
    },
    start: () => {
      isStopped = false
      let stored: string | null = null
      try {
        stored = store.getItem(REPORTS_STORAGE_KEY)
      } catch {}
      if (stored)
        load().then(
          (loaded) => loaded.wake(),
          () => undefined,
        )
    },
    stop: () => {
      isStopped = true
      sender?.then(
        (loaded) => loaded.stop(),
        () => undefined,
      )
      sender = null
    },
  }
}
