import { createContext, type ReactNode, useContext, useState } from 'react'
import { useStore } from 'zustand'
import {
  type CreateSimulationOnlyAcceptanceStoreParameters,
  createSimulationOnlyAcceptanceStore,
  isSimulationOnlyAccepted,
  type SimulationOnlyAcceptanceStore,
} from './createSimulationOnlyAcceptanceStore'

const SimulationOnlyAcceptanceContext =
  createContext<SimulationOnlyAcceptanceStore | null>(null)

export type SimulationOnlyAcceptanceProviderProps =
  CreateSimulationOnlyAcceptanceStoreParameters & { children: ReactNode }

export function SimulationOnlyAcceptanceProvider({
  children,
  ...parameters
}: SimulationOnlyAcceptanceProviderProps) {
  const [store] = useState(() =>
    createSimulationOnlyAcceptanceStore(parameters),
  )
  return (
    <SimulationOnlyAcceptanceContext.Provider value={store}>
      {children}
    </SimulationOnlyAcceptanceContext.Provider>
  )
}

function useSimulationOnlyAcceptanceStore() {
  const store = useContext(SimulationOnlyAcceptanceContext)
  if (!store) {
    throw new Error(
      'Simulation-only acceptance needs a <SimulationOnlyAcceptanceProvider>',
    )
  }
  return store
}

/**
 * Whether the person accepted, on `chainId`, swaps cleared by simulation
 * alone, and the action to accept (for the chain the swap is on).
 */
export function useSimulationOnlyAcceptance(chainId: number) {
  const store = useSimulationOnlyAcceptanceStore()
  const isAccepted = useStore(store, (state) =>
    isSimulationOnlyAccepted(state, chainId),
  )
  const { simulationOnlyAccepted } = useStore(store, (state) => state.actions)
  return { isAccepted, accept: simulationOnlyAccepted }
}
