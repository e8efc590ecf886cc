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
        pressHold={null}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Get a new quote' }))
    expect(onAct).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('alert').textContent).toMatch(/wrong router/)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  test('behavior: a symbol in the label and hint sits in a <bdi>, the accessible name unchanged', () => {
    // A symbol in Arabic letters and digits: unisolated, "Approve ب00"
    // would show its digits before its letter.
    render(
      <SwapButton
        label="Approve ب00"
        hint="Simulated, you would receive 0 ب00"
        isDisabled={false}
        hintTone="alert"
        onAct={() => {}}
        onCancel={null}
        pressHold={null}
        isolatedValues={['ب00', 'ETH', null]}
      />,
    )
    const button = screen.getByRole('button', { name: 'Approve ب00' })
    expect(button.querySelector('bdi')?.textContent).toBe('ب00')
    const hint = screen.getByRole('alert')
    expect(hint.textContent).toBe('Simulated, you would receive 0 ب00')
    expect(hint.querySelector('bdi')?.textContent).toBe('ب00')
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
        pressHold={null}
      />,
    )
    const button = screen.getByRole('button', {
      name: 'Confirm the swap in your wallet',
    }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
  })

  test('behavior: held back while the frame is not yet in plain sight: named, focusable, aria-disabled, says why, ignores presses', () => {
    const onAct = vi.fn()
    const { rerender } = render(
      <SwapButton
        label="Review swap"
        hint={null}
        isDisabled={false}
        hintTone="note"
        onAct={onAct}
        onCancel={null}
        pressHold="Available once this widget has been fully visible for a second."
      />,
    )
    const button = screen.getByRole('button', { name: 'Review swap' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).not.toBeDisabled()
    expect(button).toHaveAccessibleDescription(
      'Available once this widget has been fully visible for a second.',
    )
    button.focus()
    expect(button).toHaveFocus()
    fireEvent.click(button)
    expect(onAct).not.toHaveBeenCalled()
    rerender(
      <SwapButton
        label="Review swap"
        hint={null}
        isDisabled={false}
        hintTone="note"
        onAct={onAct}
        onCancel={null}
        pressHold={null}
      />,
    )
    expect(button).not.toHaveAttribute('aria-disabled')
    expect(button).toHaveFocus()
    fireEvent.click(button)
    expect(onAct).toHaveBeenCalledTimes(1)
  })
})
