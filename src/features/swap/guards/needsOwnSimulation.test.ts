import { describe, expect, test } from 'vitest'
import { needsOwnSimulation } from './needsOwnSimulation'
import { createTestPartnerQuote } from './testing/createTestPartnerQuote'

const quote = createTestPartnerQuote()

describe('needsOwnSimulation', () => {
  test('behavior: a successful, complete simulation is enough', () => {
    expect(needsOwnSimulation(quote)).toBe(false)
  })

  test.each(['INCOMPLETE', 'SKIPPED_METRIC_STATE'] as const)(
    'behavior: simulation.status %s needs our own',
    (status) => {
      expect(
        needsOwnSimulation({
          ...quote,
          simulation: { ...quote.simulation, status },
        }),
      ).toBe(true)
      expect(needsOwnSimulation({ ...quote, simulationStatus: status })).toBe(
        true,
      )
    },
  )

  test('behavior: simulationIncomplete or an UNKNOWN check needs our own', () => {
    expect(needsOwnSimulation({ ...quote, simulationIncomplete: true })).toBe(
      true,
    )
    expect(
      needsOwnSimulation({
        ...quote,
        validation: { ...quote.validation, allowance: { status: 'UNKNOWN' } },
      }),
    ).toBe(true)
  })
})
