import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react'
import { useStore } from 'zustand'
import { runWhenIdle } from '../../../lib/runWhenIdle'
import {
  type ActivityStore,
  type CreateActivityStoreParameters,
  createActivityStore,
} from './createActivityStore'
import type { ActivityActions, ActivityValues } from './types'

const ActivityStoreContext = createContext<ActivityStore | null>(null)

export type ActivityStoreProviderProps = CreateActivityStoreParameters & {
  children: ReactNode
}

export function ActivityStoreProvider({
  children,
  ...parameters
}: ActivityStoreProviderProps) {
  const [store] = useState(() => createActivityStore(parameters))
  // The history waits for an idle page: the first screen needs none of it.
  useEffect(
    () =>
      runWhenIdle(() => {
        store.persist.rehydrate()
      }),
    [store],
  )
  return (
    <ActivityStoreContext.Provider value={store}>
      {children}
    </ActivityStoreContext.Provider>
  )
}

function useActivityStore() {
  const store = useContext(ActivityStoreContext)
  if (!store) throw new Error('Activity hooks need an <ActivityStoreProvider>')
  return store
}

export function useActivity<T>(selector: (values: ActivityValues) => T): T {
  return useStore(useActivityStore(), selector)
}

export function useActivityActions(): ActivityActions {
  return useStore(useActivityStore(), (state) => state.actions)
}
