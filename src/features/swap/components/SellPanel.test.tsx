import { render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { SellPanel, type SellPanelProps } from './SellPanel'

const props: SellPanelProps = {
  tokenButton: null,
  amountText: '1',
  onAmountChange: vi.fn(),
  decimals: 18,
  usdValue: null,
  balanceText: '2.5 ETH',
  isBalanceUnavailable: false,
  onMax: vi.fn(),
}

describe('SellPanel', () => {
  test('behavior: a balance read shows with Max', () => {
    render(<SellPanel {...props} />)
    expect(screen.getByText(/^Balance: 2\.5 ETH/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Max' })).toBeVisible()
  })

  test('behavior: a balance the node did not answer for says so, with no figure and no Max', () => {
    render(<SellPanel {...props} balanceText={null} isBalanceUnavailable />)
    expect(screen.getByRole('status')).toHaveTextContent(
      "Balance unavailable — the network isn't answering",
    )
    expect(screen.queryByText(/^Balance: /)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull()
  })
})
