import { createContext, type ReactNode, useContext, useState } from 'react'
import { useStore } from 'zustand'
import {
  type ComparePanelState,
  type ComparePanelStore,
  type CreateComparePanelStoreParameters,
  createComparePanelStore,
} from './createComparePanelStore'

const ComparePanelStoreContext = createContext<ComparePanelStore | null>(null)

export type ComparePanelStoreProviderProps =
  CreateComparePanelStoreParameters & {
    children: ReactNode
    /** A ready store (tests, or a host); else one is created. */
    store?: ComparePanelStore | undefined
  }

export function ComparePanelStoreProvider({
  children,
  store,
  ...parameters
}: ComparePanelStoreProviderProps) {
  const [ownStore] = useState(
    () => store ?? createComparePanelStore(parameters),
  )
  return (
    <ComparePanelStoreContext value={store ?? ownStore}>
      {children}
    </ComparePanelStoreContext>
  )
}

/**
 * The provider's store; without one, a store of the calling component's own
 * (never one shared by the page, so two widgets never share it).
 */
function useComparePanelStore(): ComparePanelStore {
  const provided = useContext(ComparePanelStoreContext)
  const [own] = useState(() => (provided ? null : createComparePanelStore()))
  const store = provided ?? own
  if (!store) throw new Error('The compare panel store went missing')
  return store
}

type UseComparePanelReturnType = Pick<ComparePanelState, 'isOpen' | 'actions'>

/** Open or closed, and the events that change it, from one store. */
export function useComparePanel(): UseComparePanelReturnType {
  const store = useComparePanelStore()
  const isOpen = useStore(store, (state) => state.isOpen)
  const actions = useStore(store, (state) => state.actions)
  return { isOpen, actions }
}
