import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { lazyModule } from '../../../lib/lazyModule'
import { runWhenIdle } from '../../../lib/runWhenIdle'
import type {
  ActivityStore,
  CreateActivityStoreParameters,
} from './createActivityStore'
import type { ActivityActions, ActivityValues } from './types'

/** The store's code: fetched once the page is idle, when the history is
 * read, or sooner by the first write (a swap sent). */
const activityStoreModule = lazyModule(() => import('./createActivityStore'))

/** What the hooks read before the store is here: no history yet, as the
 * store itself holds until it is hydrated once the page is idle. */
const noActivity = createStore<ActivityValues>(() => ({
  entriesByAccount: {},
}))

type ActivityHandle = {
  store: ActivityStore | null
  actions: ActivityActions
}

const ActivityStoreContext = createContext<ActivityHandle | null>(null)

export type ActivityStoreProviderProps = CreateActivityStoreParameters & {
  children: ReactNode
}

/**
 * The store, made once its code is here. Every write goes through the one
 * promise that makes it, so writes sent before it exists are kept, in
 * order, ahead of the hydration the idle page asks for.
 */
function createActivityHandle(
  parameters: CreateActivityStoreParameters,
  onStore: (store: ActivityStore) => void,
) {
  let made: Promise<ActivityStore> | undefined
  const getStore = () => {
    made ??= activityStoreModule.load().then(({ createActivityStore }) => {
      const store = createActivityStore(parameters)
      onStore(store)
      return store
    })
    return made
  }
  const write =
    <K extends keyof ActivityActions>(name: K) =>
    (...args: Parameters<ActivityActions[K]>) => {
      void getStore().then((store) => {
        const action = store.getState().actions[name] as (
          ...values: Parameters<ActivityActions[K]>
        ) => void
        action(...args)
      })
    }
  const actions: ActivityActions = {
    swapSubmitted: write('swapSubmitted'),
    swapReplaced: write('swapReplaced'),
    swapSettled: write('swapSettled'),
  }
  return { getStore, actions }
}

export function ActivityStoreProvider({
  children,
  ...parameters
}: ActivityStoreProviderProps) {
  const [store, setStore] = useState<ActivityStore | null>(null)
  const [handle] = useState(() => createActivityHandle(parameters, setStore))
  // The history waits for an idle page: the first screen needs none of it.
  useEffect(
    () =>
      runWhenIdle(() => {
        void handle.getStore().then((made) => made.persist.rehydrate())
      }),
    [handle],
  )
  const value = useMemo<ActivityHandle>(
    () => ({ store, actions: handle.actions }),
    [store, handle],
  )
  return (
    <ActivityStoreContext.Provider value={value}>
      {children}
    </ActivityStoreContext.Provider>
  )
}

function useActivityHandle() {
  const handle = useContext(ActivityStoreContext)
  if (!handle) throw new Error('Activity hooks need an <ActivityStoreProvider>')
  return handle
}

export function useActivity<T>(selector: (values: ActivityValues) => T): T {
  const { store } = useActivityHandle()
  const source: StoreApi<ActivityValues> = store ?? noActivity
  return useStore(source, selector)
}

/** The history's writes: stable, and kept until the store is here. */
export function useActivityActions(): ActivityActions {
  return useActivityHandle().actions
}
