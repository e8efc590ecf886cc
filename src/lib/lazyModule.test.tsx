import { render, renderHook, screen, waitFor } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { lazyModule, useLazyModule } from './lazyModule'

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error ? (
      <p>failed: {String(this.state.error)}</p>
    ) : (
      this.props.children
    )
  }
}

describe('lazyModule', () => {
  test('behavior: a descriptor holds no state; loading is left to the browser', () => {
    const load = vi.fn(async () => ({ value: 1 }))
    const lazy = lazyModule(load)
    expect(Object.isFrozen(lazy)).toBe(true)
    expect(load).not.toHaveBeenCalled()
  })

  test('behavior: null until the module is here, then the module; nothing fetched until wanted', async () => {
    const load = vi.fn(async () => ({ value: 42 }))
    const lazy = lazyModule(load)
    const { result, rerender } = renderHook(
      ({ isWanted }) => useLazyModule(lazy, isWanted),
      { initialProps: { isWanted: false } },
    )
    expect(result.current).toBeNull()
    expect(load).not.toHaveBeenCalled()
    rerender({ isWanted: true })
    expect(result.current).toBeNull()
    await waitFor(() => expect(result.current).toEqual({ value: 42 }))
    rerender({ isWanted: false })
    expect(result.current).toEqual({ value: 42 })
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('behavior: two users keep their own copy: no cache outside the component', async () => {
    const load = vi.fn(async () => ({ value: 7 }))
    const lazy = lazyModule(load)
    const first = renderHook(() => useLazyModule(lazy))
    await waitFor(() => expect(first.result.current).toEqual({ value: 7 }))
    const second = renderHook(() => useLazyModule(lazy))
    expect(second.result.current).toBeNull()
    await waitFor(() => expect(second.result.current).toEqual({ value: 7 }))
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('behavior: a module that cannot load goes to the error boundary', async () => {
    const lazy = lazyModule(async () => {
      throw new Error('chunk gone')
    })
    function User() {
      useLazyModule(lazy)
      return <p>loading</p>
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <Boundary>
        <User />
      </Boundary>,
    )
    expect(
      await screen.findByText('failed: Error: chunk gone'),
    ).toBeInTheDocument()
  })
})
