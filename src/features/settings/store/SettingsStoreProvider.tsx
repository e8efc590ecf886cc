import { createContext, type ReactNode, useContext, useState } from 'react'
import { useStore } from 'zustand'
import {
  type CreateSettingsStoreParameters,
  createSettingsStore,
  type SettingsStore,
} from './createSettingsStore'
import type { HostSettings, SettingsActions, SettingsValues } from './types'

const SettingsStoreContext = createContext<SettingsStore | null>(null)

export type SettingsStoreProviderProps = CreateSettingsStoreParameters & {
  children: ReactNode
}

export function SettingsStoreProvider({
  children,
  ...parameters
}: SettingsStoreProviderProps) {
  const [store] = useState(() => createSettingsStore(parameters))
  return (
    <SettingsStoreContext.Provider value={store}>
      {children}
    </SettingsStoreContext.Provider>
  )
}

function useSettingsStore() {
  const store = useContext(SettingsStoreContext)
  if (!store) throw new Error('Settings hooks need a <SettingsStoreProvider>')
  return store
}

export function useSettings<T>(selector: (values: SettingsValues) => T): T {
  return useStore(useSettingsStore(), selector)
}

export function useSettingsActions(): SettingsActions {
  return useStore(useSettingsStore(), (state) => state.actions)
}

/** What the host set for this mounted app (empty on the full page). */
export function useHostSettings(): HostSettings {
  return useStore(useSettingsStore(), (state) => state.host)
}
