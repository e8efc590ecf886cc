import { act, renderHook } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import type { SwapFlow } from '../lifecycle/useSwapFlow'
import { useLazySwapFlow } from './useLazySwapFlow'

const reviewing = (act: () => void): SwapFlow => ({
  state: { status: 'quoting', inputsKey: 'inputs-a', retryAtMs: null },
  isLocked: false,
  act,
  cancel: null,
  isWalletAskingForOldInputs: false,
})

describe('useLazySwapFlow', () => {
  test('behavior: idle until the driver reports; its code is wanted once a wallet is connected or on intent', () => {
    const { result, rerender } = renderHook(
      ({ isConnected }) => useLazySwapFlow(isConnected),
      { initialProps: { isConnected: false } },
    )
    expect(result.current.flow.state).toEqual({ status: 'idle' })
    expect(result.current.flow.cancel).toBeNull()
    expect(result.current.isWanted).toBe(false)
    rerender({ isConnected: true })
    expect(result.current.isWanted).toBe(true)
    rerender({ isConnected: false })
    act(() => result.current.onIntent())
    expect(result.current.isWanted).toBe(true)
  })

  test('behavior: a press before the driver arrives waits, busy, and is handed to the driver once however often it was pressed', () => {
    const { result } = renderHook(() => useLazySwapFlow(true))
    act(() => {
      result.current.flow.act()
      result.current.flow.act()
    })
    expect(result.current.isPressQueued).toBe(true)
    expect(result.current.isWanted).toBe(true)
    // What SwapFlowDriver does as it mounts: take the press, carry it out.
    let taken: boolean[] = []
    act(() => {
      taken = [
        result.current.link.takeQueuedPress(),
        result.current.link.takeQueuedPress(),
      ]
    })
    expect(taken).toEqual([true, false])
    expect(result.current.isPressQueued).toBe(false)
  })

  test("behavior: once the driver reports, the card holds the driver's flow and its presses go to it", () => {
    const { result } = renderHook(() => useLazySwapFlow(true))
    const driverAct = vi.fn()
    act(() => result.current.link.onFlow(reviewing(driverAct)))
    expect(result.current.flow.state.status).toBe('quoting')
    act(() => result.current.flow.act())
    expect(driverAct).toHaveBeenCalledTimes(1)
    expect(result.current.isPressQueued).toBe(false)
    act(() => {
      expect(result.current.link.takeQueuedPress()).toBe(false)
    })
  })
})
