import { createContext, type ReactNode, useContext, useState } from 'react'
import type { Address } from 'viem'
import { useStore } from 'zustand'
import {
  type CreateRouterAcknowledgementStoreParameters,
  createRouterAcknowledgementStore,
  isRouterAcknowledged,
  type RouterAcknowledgementStore,
} from './createRouterAcknowledgementStore'

const RouterAcknowledgementContext =
  createContext<RouterAcknowledgementStore | null>(null)

export type RouterAcknowledgementProviderProps =
  CreateRouterAcknowledgementStoreParameters & { children: ReactNode }

export function RouterAcknowledgementProvider({
  children,
  ...parameters
}: RouterAcknowledgementProviderProps) {
  const [store] = useState(() => createRouterAcknowledgementStore(parameters))
  return (
    <RouterAcknowledgementContext.Provider value={store}>
      {children}
    </RouterAcknowledgementContext.Provider>
  )
}

function useRouterAcknowledgementStore() {
  const store = useContext(RouterAcknowledgementContext)
  if (!store) {
    throw new Error('Router hooks need a <RouterAcknowledgementProvider>')
  }
  return store
}

/** Whether `router` on `chainId` was accepted, and the action to accept it. */
export function useRouterAcknowledgement(chainId: number, router: Address) {
  const store = useRouterAcknowledgementStore()
  const isAcknowledged = useStore(store, (state) =>
    isRouterAcknowledged(state, chainId, router),
  )
  const { routerAcknowledged } = useStore(store, (state) => state.actions)
  return {
    isAcknowledged,
    acknowledge: () => routerAcknowledged(chainId, router),
  }
}
