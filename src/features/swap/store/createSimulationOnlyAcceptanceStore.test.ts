import { describe, expect, test } from 'vitest'
import {
  createSimulationOnlyAcceptanceStore,
  isSimulationOnlyAccepted,
  SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY,
} from './createSimulationOnlyAcceptanceStore'

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial))
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const stored = (state: unknown, version = 1) => ({
  [SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY]: JSON.stringify({ state, version }),
})

describe('simulation-only acceptance store', () => {
  test('behavior: nothing is accepted by default', () => {
    const store = createSimulationOnlyAcceptanceStore({
      storage: memoryStorage(),
    })
    expect(store.getState().acceptedChainIds).toEqual([])
    expect(isSimulationOnlyAccepted(store.getState(), 31338)).toBe(false)
  })

  test('behavior: remembers per chain, once, across a reload', () => {
    const storage = memoryStorage()
    const store = createSimulationOnlyAcceptanceStore({ storage })
    store.getState().actions.simulationOnlyAccepted(31338)
    store.getState().actions.simulationOnlyAccepted(31338)
    const reloaded = createSimulationOnlyAcceptanceStore({ storage })
    expect(isSimulationOnlyAccepted(reloaded.getState(), 31338)).toBe(true)
    expect(isSimulationOnlyAccepted(reloaded.getState(), 999)).toBe(false)
    expect(
      JSON.parse(storage.getItem(SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY) ?? ''),
    ).toEqual({ state: { acceptedChainIds: [31338] }, version: 1 })
  })

  test('behavior: malformed stored entries are dropped, not trusted', () => {
    const storage = memoryStorage(
      stored({ acceptedChainIds: [999, '31338', -1, 1.5, null, 999] }),
    )
    const store = createSimulationOnlyAcceptanceStore({ storage })
    expect(store.getState().acceptedChainIds).toEqual([999])
  })

  test('behavior: a stored value of another shape or version is read for what validates', () => {
    const odd = createSimulationOnlyAcceptanceStore({
      storage: memoryStorage(stored({ accepted: true })),
    })
    expect(odd.getState().acceptedChainIds).toEqual([])
    const other = createSimulationOnlyAcceptanceStore({
      storage: memoryStorage(stored({ acceptedChainIds: [999] }, 0)),
    })
    expect(other.getState().acceptedChainIds).toEqual([999])
    const garbage = createSimulationOnlyAcceptanceStore({
      storage: memoryStorage({
        [SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY]: 'not json',
      }),
    })
    expect(garbage.getState().acceptedChainIds).toEqual([])
  })

  test('behavior: an invalid chain id is never recorded', () => {
    const store = createSimulationOnlyAcceptanceStore({
      storage: memoryStorage(),
    })
    store.getState().actions.simulationOnlyAccepted(0)
    store.getState().actions.simulationOnlyAccepted(Number.NaN)
    expect(store.getState().acceptedChainIds).toEqual([])
  })
})
