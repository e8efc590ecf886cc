import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react'
import { type ApiConfig, useApiConfig } from '../../../lib/ApiConfigProvider'
import { lazyModule } from '../../../lib/lazyModule'
import type { ReportSender } from './createReportSender'
import { REPORTS_STORAGE_KEY } from './reportsStorageKey'
import type { ToExecutionReportParameters } from './toExecutionReport'

/** The queue's code: loaded when there is something to send. */
const reportSender = lazyModule(() => import('./createReportSender'))
const reportPost = lazyModule(() => import('./sendExecutionReport'))

export type ExecutionReports = {
  /** Queues a swap's SUBMITTED / CONFIRMED / REVERTED; never waits. */
  enqueue: (report: ToExecutionReportParameters) => void
}

const ExecutionReportsContext = createContext<ExecutionReports | null>(null)

export type ExecutionReportsProviderProps = {
  /** localStorage unless given (tests pass their own). */
  storage?: Storage
  children: ReactNode
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

/**
 * One report queue per mounted app (two widgets on a page have their own,
 * over the shared storage key; the sender's lock keeps them from sending a
 * report twice). Its code loads only when there is something to send: a
 * report queued now, or one an earlier page left in storage.
 */
export function ExecutionReportsProvider({
  storage,
  children,
}: ExecutionReportsProviderProps) {
  const api = useApiConfig()
  const queryClient = useQueryClient()
  const apiRef = useRef<ApiConfig>(api)
  apiRef.current = api
  const [reports] = useState(() => {
    const store = storage ?? defaultStorage() ?? memoryStorage()
    let sender: Promise<ReportSender> | null = null
    let isStopped = false
    const load = () => {
      sender ??= Promise.all([reportSender.load(), reportPost.load()]).then(
        ([{ createReportSender }, { sendExecutionReport }]) =>
          createReportSender({
            storage: store,
            send: (body) => sendExecutionReport(apiRef.current, body),
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
      enqueue: (report: ToExecutionReportParameters) => {
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
  })
  useEffect(() => {
    reports.start()
    return reports.stop
  }, [reports])
  return (
    <ExecutionReportsContext.Provider value={reports}>
      {children}
    </ExecutionReportsContext.Provider>
  )
}

export function useExecutionReports(): ExecutionReports {
  const reports = useContext(ExecutionReportsContext)
  if (!reports) {
    throw new Error('useExecutionReports needs an <ExecutionReportsProvider>')
  }
  return reports
}
