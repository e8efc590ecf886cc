import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { SwapFlowButton } from './SwapFlowButton'
import { SwapFlowDetails } from './SwapFlowDetails'

const none = {
  quoteChange: null,
  simulation: null,
  failedCheck: null,
  outcome: null,
}

describe('SwapFlowDetails', () => {
  test('behavior: renders nothing without anything to say', () => {
    const { container } = render(<SwapFlowDetails {...none} />)
    expect(container.innerHTML).toBe('')
  })

  test('behavior: old vs new quote', () => {
    render(
      <SwapFlowDetails
        {...none}
        quoteChange={{ previousText: '2.1 DAI', nextText: '2 DAI' }}
      />,
    )
    const region = screen.getByRole('region', { name: 'Swap progress' })
    expect(region.textContent).toContain('Previous quote2.1 DAI')
    expect(region.textContent).toContain('New quote2 DAI')
  })

  test('behavior: confirmed outcome with amount and explorer link', () => {
    render(
      <SwapFlowDetails
        {...none}
        outcome={{
          title: 'Swap confirmed',
          hash: '0xabc',
          receivedText: '2 DAI',
          explorerTxUrl: 'https://explorer.example/tx/0xabc',
        }}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Swap confirmed' })).toBeTruthy()
    expect(screen.getByText('Received: 2 DAI')).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: 'View transaction' })
        .getAttribute('href'),
    ).toBe('https://explorer.example/tx/0xabc')
  })

  test('behavior: the failed check is named', () => {
    render(<SwapFlowDetails {...none} failedCheck="approval spender" />)
    expect(screen.getByText('Failed check: approval spender')).toBeTruthy()
  })
})

describe('SwapFlowButton', () => {
  test('behavior: acts once per click, offers cancel, alerts on refusals', () => {
    const onAct = vi.fn()
    const onCancel = vi.fn()
    render(
      <SwapFlowButton
        label="Get a new quote"
        hint="Stopped before your wallet was asked: wrong router."
        isDisabled={false}
        isAlert
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
      <SwapFlowButton
        label="Confirm the swap in your wallet"
        hint={null}
        isDisabled
        isAlert={false}
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
