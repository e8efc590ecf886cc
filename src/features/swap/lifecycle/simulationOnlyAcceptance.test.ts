import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../../lib/createMemoryStorage'
import {
  isSimulationOnlyAccepted,
  recordSimulationOnlyAccepted,
  SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY,
} from './simulationOnlyAcceptance'

const stored = (state: unknown, version = 1) => ({
  [SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY]: JSON.stringify({ state, version }),
})

describe('simulation-only acceptance', () => {
  test('behavior: nothing is accepted by default', () => {
    expect(isSimulationOnlyAccepted(31338, createMemoryStorage())).toBe(false)
  })

  test('behavior: remembers per chain, once, across a reload', () => {
    const storage = createMemoryStorage()
    recordSimulationOnlyAccepted(31338, storage)
    recordSimulationOnlyAccepted(31338, storage)
    expect(isSimulationOnlyAccepted(31338, storage)).toBe(true)
    expect(isSimulationOnlyAccepted(999, storage)).toBe(false)
    expect(
      JSON.parse(storage.getItem(SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY) ?? ''),
    ).toEqual({ state: { acceptedChainIds: [31338] }, version: 1 })
  })

  test('behavior: malformed stored entries are dropped, not trusted', () => {
    const storage = createMemoryStorage(
      stored({ acceptedChainIds: [999, '31338', -1, 1.5, null, 999] }),
    )
    expect(isSimulationOnlyAccepted(999, storage)).toBe(true)
    expect(isSimulationOnlyAccepted(31338, storage)).toBe(false)
    recordSimulationOnlyAccepted(31338, storage)
    expect(
      JSON.parse(storage.getItem(SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY) ?? ''),
    ).toEqual({ state: { acceptedChainIds: [999, 31338] }, version: 1 })
  })

  test('behavior: a stored value of another shape, version or no JSON at all is read for what validates', () => {
    expect(
      isSimulationOnlyAccepted(
        999,
        createMemoryStorage(stored({ accepted: true })),
      ),
    ).toBe(false)
    expect(
      isSimulationOnlyAccepted(
        999,
        createMemoryStorage(stored({ acceptedChainIds: [999] }, 0)),
      ),
    ).toBe(true)
    const garbage = createMemoryStorage({
      [SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY]: 'not json',
    })
    expect(isSimulationOnlyAccepted(999, garbage)).toBe(false)
  })

  test('behavior: an invalid chain id is never recorded', () => {
    const storage = createMemoryStorage()
    recordSimulationOnlyAccepted(0, storage)
    recordSimulationOnlyAccepted(Number.NaN, storage)
    expect(storage.getItem(SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY)).toBeNull()
  })
})
