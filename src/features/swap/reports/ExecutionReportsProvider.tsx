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
import { runWhenIdle } from '../../../lib/runWhenIdle'
import type { ExecutionReportsQueue } from './createExecutionReports'
import { REPORTS_STORAGE_KEY } from './reportsStorageKey'

/**
 * The queue itself: fetched by the first report, or once the page is idle
 * when an earlier page left reports unsent (never on a first visit).
 */
const executionReports = lazyModule(() => import('./createExecutionReports'))

function hasStoredReports(storage: Storage | undefined): boolean {
  try {
    return Boolean(
      (storage ?? window.localStorage).getItem(REPORTS_STORAGE_KEY),
    )
  } catch {
    // Storage blocked: the queue lives in memory, nothing was left.
    return false
  }
}

export type ExecutionReports = Pick<ExecutionReportsQueue, 'enqueue'>

const ExecutionReportsContext = createContext<ExecutionReports | null>(null)

export type ExecutionReportsProviderProps = {
  /** localStorage unless given (tests pass their own). */
  storage?: Storage
  children: ReactNode
}

/**
 * One report queue per mounted app (two widgets on a page have their own,
 * over the shared storage key; the sender's lock keeps them from sending a
 * report twice). Its code loads only when there is something to send: a
 * report queued now, or, once the page is idle, one an earlier page left
 * in storage (createExecutionReports.ts).
 */
export function ExecutionReportsProvider({
  storage,
  children,
}: ExecutionReportsProviderProps) {
  const api = useApiConfig()
  const queryClient = useQueryClient()
  const apiRef = useRef<ApiConfig>(api)
  apiRef.current = api
  const [queue] = useState(() => {
    let loaded: Promise<ExecutionReportsQueue> | null = null
    return {
      get: () =>
        (loaded ??= executionReports.load().then(({ createExecutionReports }) =>
          createExecutionReports({
            storage,
            getApi: () => apiRef.current,
            queryClient,
          }),
        )),
      isLoading: () => loaded !== null,
    }
  })
  const [reports] = useState<ExecutionReports>(() => ({
    enqueue: (report) => {
      queue.get().then(
        (loaded) => loaded.enqueue(report),
        () => undefined,
      )
    },
  }))
  useEffect(() => {
    let isCurrent = true
    const cancel = runWhenIdle(() => {
      if (!hasStoredReports(storage)) return
      queue.get().then(
        (loaded) => isCurrent && loaded.start(),
        () => undefined,
      )
    })
    return () => {
      isCurrent = false
      cancel()
      if (queue.isLoading()) {
        queue.get().then(
          (loaded) => loaded.stop(),
          () => undefined,
        )
      }
    }
  }, [queue, storage])
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
