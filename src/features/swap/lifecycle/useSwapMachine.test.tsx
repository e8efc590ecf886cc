import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { useSwapMachine } from './useSwapFlow'

describe('useSwapMachine', () => {
  test('behavior: events sent before the machine arrives wait, in order, and are applied the moment it does', async () => {
    const { result, rerender } = renderHook(
      ({ isWanted }) => useSwapMachine(isWanted),
      { initialProps: { isWanted: false } },
    )
    act(() => {
      const dispatch = result.current[1]
      dispatch({ type: 'inputsChanged', inputsKey: 'inputs-a' })
      dispatch({ type: 'reviewRequested', inputsKey: 'inputs-a', shown: null })
    })
    // Not fetched yet: nothing applied, nothing lost.
    expect(result.current[0]).toEqual({ status: 'idle' })
    rerender({ isWanted: true })
    await waitFor(() =>
      expect(result.current[0]).toEqual({
        status: 'quoting',
        inputsKey: 'inputs-a',
        retryAtMs: null,
      }),
    )
    // Once here, an event applies at once.
    act(() => result.current[1]({ type: 'reset' }))
    expect(result.current[0]).toEqual({ status: 'idle' })
  })
})
