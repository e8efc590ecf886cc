// Remembers the chains on which the person accepted swaps cleared by the
// app's simulation alone (a router the app cannot decode, a wallet that
// cannot batch): there the router's minimum is not enforced on chain, and
// the review asks once per chain before the wallet is asked.
import { createJSONStorage, persist } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'

export const SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY =
  'swap.simulationOnlyAccepted.v1'
export const SIMULATION_ONLY_ACCEPTANCE_VERSION = 1

type AcceptanceValues = {
  /** Chain ids, each once. */
  acceptedChainIds: number[]
}

export type SimulationOnlyAcceptanceState = AcceptanceValues & {
  actions: {
    simulationOnlyAccepted: (chainId: number) => void
  }
}

const isChainId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/** Whether the person accepted simulation-only swaps on `chainId`. */
export function isSimulationOnlyAccepted(
  { acceptedChainIds }: AcceptanceValues,
  chainId: number,
): boolean {
  return acceptedChainIds.includes(chainId)
}

/** Keeps only well-formed chain ids of whatever storage holds. */
export function sanitizeSimulationOnlyAcceptance(
  value: unknown,
): AcceptanceValues {
  const list =
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { acceptedChainIds?: unknown }).acceptedChainIds)
      ? (value as { acceptedChainIds: unknown[] }).acceptedChainIds
      : []
  return { acceptedChainIds: [...new Set(list.filter(isChainId))] }
}

export type CreateSimulationOnlyAcceptanceStoreParameters = {
  /** localStorage unless given (tests pass their own). */
  storage?: Storage
  storageKey?: string
}

export type SimulationOnlyAcceptanceStore =
  StoreApi<SimulationOnlyAcceptanceState>

/** One store per mounted app, persisted under a versioned key. */
export function createSimulationOnlyAcceptanceStore({
  storage,
  storageKey = SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY,
}: CreateSimulationOnlyAcceptanceStoreParameters = {}): SimulationOnlyAcceptanceStore {
  return createStore<SimulationOnlyAcceptanceState>()(
    persist(
      (set) => ({
        acceptedChainIds: [],
        actions: {
          simulationOnlyAccepted: (chainId) =>
            set((state) =>
              !isChainId(chainId) || state.acceptedChainIds.includes(chainId)
                ? state
                : { acceptedChainIds: [...state.acceptedChainIds, chainId] },
            ),
        },
      }),
      {
        name: storageKey,
        version: SIMULATION_ONLY_ACCEPTANCE_VERSION,
        storage: createJSONStorage(() => storage ?? localStorage),
        partialize: ({ acceptedChainIds }) => ({ acceptedChainIds }),
        // Version 1 is the first: anything else is read for what validates.
        migrate: (persisted) => sanitizeSimulationOnlyAcceptance(persisted),
        merge: (persisted, current) => ({
          ...current,
          ...sanitizeSimulationOnlyAcceptance(persisted),
        }),
      },
    ),
  )
}
