import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { SwapButton } from './SwapButton'

describe('SwapButton', () => {
  test('behavior: acts once per click, offers cancel, alerts on refusals', () => {
    const onAct = vi.fn()
    const onCancel = vi.fn()
    render(
      <SwapButton
        label="Get a new quote"
        hint="Stopped before your wallet was asked: wrong router."
        isDisabled={false}
        hintTone="alert"
        onAct={onAct}
        onCancel={onCancel}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Get a new quote' }))
    expect(onAct).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('alert').textContent).toMatch(/wrong router/)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  test('behavior: disabled while waiting, no cancel in flight', () => {
    render(
      <SwapButton
        label="Confirm the swap in your wallet"
        hint={null}
        isDisabled
        hintTone="status"
        onAct={() => {}}
        onCancel={null}
      />,
    )
    const button = screen.getByRole('button', {
      name: 'Confirm the swap in your wallet',
    }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
  })
})
