import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
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

  test('behavior: a symbol in the amounts sits in a <bdi>, the text unchanged', () => {
    const { container } = render(
      <SwapFlowDetails
        {...none}
        quoteChange={{ previousText: '25 ب00', nextText: '24 ب00' }}
        outcome={{
          title: 'Swap confirmed',
          hash: '0xabc',
          receivedText: '24 ب00',
          explorerTxUrl: null,
        }}
        isolatedValues={['ب00', 'ETH']}
      />,
    )
    const region = screen.getByRole('region', { name: 'Swap progress' })
    expect(region.textContent).toContain('Previous quote25 ب00')
    expect(region.textContent).toContain('Received: 24 ب00')
    expect(
      [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent),
    ).toEqual(['ب00', 'ب00', 'ب00'])
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
