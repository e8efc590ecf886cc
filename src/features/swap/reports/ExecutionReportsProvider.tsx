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

/** The queue itself: fetched once the page is idle, or by the first report. */
const executionReports = lazyModule(() => import('./createExecutionReports'))

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
 * report twice). Its code waits for the page to be idle, then sends what
 * an earlier page left unsent (createExecutionReports.ts); a report queued
 * before that fetches it at once.
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
  }, [queue])
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
