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
import {
  ACTIVITY_STORAGE_KEY,
  LEGACY_ACTIVITY_STORAGE_KEY,
} from './activityStorage'
import type {
  ActivityStore,
  CreateActivityStoreParameters,
} from './createActivityStore'
import type { ActivityActions, ActivityValues } from './types'

/** The store's code: fetched once the page is idle where storage holds a
 * history to read, else by the first write (a swap sent). */
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
  return { parameters, getStore, actions }
}

/**
 * Whether storage holds a history (the current key, or a version 1 one
 * under the old key): only then is there anything to hydrate, and the
 * store's code is worth fetching before a swap is sent.
 */
function hasStoredActivity({
  storage = localStorage,
  storageKey = ACTIVITY_STORAGE_KEY,
}: CreateActivityStoreParameters) {
  const legacyKey =
    storageKey === ACTIVITY_STORAGE_KEY ? LEGACY_ACTIVITY_STORAGE_KEY : null
  return Boolean(
    storage.getItem(storageKey) ?? (legacyKey && storage.getItem(legacyKey)),
  )
}

export function ActivityStoreProvider({
  children,
  ...parameters
}: ActivityStoreProviderProps) {
  const [store, setStore] = useState<ActivityStore | null>(null)
  const [handle] = useState(() => createActivityHandle(parameters, setStore))
  // The history waits for an idle page: the first screen needs none of it.
  // With none stored there is nothing to read (the store, made by a first
  // write, starts empty, as hydrating it would leave it), and fetching its
  // code when idle would weigh on the first load wherever idle comes
  // before the first input.
  useEffect(
    () =>
      runWhenIdle(() => {
        if (!hasStoredActivity(handle.parameters)) return
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
