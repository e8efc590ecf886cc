import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../../lib/createMemoryStorage'
import { SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY } from './simulationOnlyAcceptance'
import { inputsKey, swapStates } from './testing/swapFixtures'
import { toPressEvent } from './toPressEvent'

const quoteKey = swapStates.ready.quote.key

describe('toPressEvent', () => {
  test('behavior: the press that starts the checks says whether this chain was accepted; accepting records it for the chain', () => {
    const storage = createMemoryStorage()
    const press = (which: 'swap' | 'accept-simulation-only', chainId = 31338) =>
      toPressEvent({
        press: which,
        state: swapStates.ready,
        inputsKey,
        chainId,
        storage,
      })
    expect(press('swap')).toEqual({
      type: 'swapRequested',
      inputsKey,
      quoteKey,
      isSimulationOnlyAccepted: false,
      // Below the ceiling there is nothing to confirm.
      isPriceImpactAccepted: true,
    })
    expect(press('accept-simulation-only')).toEqual({
      type: 'simulationOnlyAccepted',
      inputsKey,
      quoteKey,
    })
    expect(storage.getItem(SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY)).not.toBe(
      null,
    )
    expect(press('swap')).toMatchObject({ isSimulationOnlyAccepted: true })
    // Another chain is asked again.
    expect(press('swap', 999)).toMatchObject({
      isSimulationOnlyAccepted: false,
    })
  })

  test('behavior: presses that need a quote send nothing without one', () => {
    const storage = createMemoryStorage()
    for (const press of [
      'approve',
      'swap',
      'accept-simulation-only',
    ] as const) {
      expect(
        toPressEvent({
          press,
          state: swapStates.quoting,
          inputsKey,
          chainId: 31338,
          storage,
        }),
      ).toBeNull()
    }
    expect(storage.getItem(SIMULATION_ONLY_ACCEPTANCE_STORAGE_KEY)).toBeNull()
  })
})
