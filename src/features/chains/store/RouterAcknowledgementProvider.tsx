import { createContext, type ReactNode, useContext, useState } from 'react'
import type { Address } from 'viem'
import { useStore } from 'zustand'
import { addressChecksumModule } from '../../../lib/addressChecksumModule'
import { useLazyModule } from '../../../lib/lazyModule'
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

/**
 * Whether `router` on `chainId` was accepted, and the action to accept it.
 * A router in mixed case counts only with a valid EIP-55 checksum (as
 * viem's strict isAddress): its code is fetched once such a router is
 * found accepted, and until it is here the router counts as not accepted
 * (`isChecking`: the notice waits rather than ask again).
 */
export function useRouterAcknowledgement(chainId: number, router: Address) {
  const store = useRouterAcknowledgementStore()
  const isStored = useStore(store, (state) =>
    isRouterAcknowledged(state, chainId, router),
  )
  const hasChecksum = isStored && router.toLowerCase() !== router
  const checksum = useLazyModule(addressChecksumModule, hasChecksum)
  const { routerAcknowledged } = useStore(store, (state) => state.actions)
  return {
    isAcknowledged:
      isStored && (!hasChecksum || checksum?.isAddress(router) === true),
    isChecking: hasChecksum && !checksum,
    acknowledge: () => routerAcknowledged(chainId, router),
  }
}
