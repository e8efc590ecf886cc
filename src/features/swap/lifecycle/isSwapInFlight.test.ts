import { describe, expect, test } from 'vitest'
import { isSwapInFlight } from './isSwapInFlight'
import { swapStates } from './testing/swapFixtures'

describe('isSwapInFlight', () => {
  test('behavior: only wallet prompts and mined waits lock the flow', () => {
    const locked = Object.values(swapStates)
      .filter(isSwapInFlight)
      .map((state) => state.status)
    expect(locked).toEqual([
      'resetting-allowance',
      'reset-pending',
      'approving',
      'approval-pending',
      'signing',
      'pending',
    ])
  })
})
