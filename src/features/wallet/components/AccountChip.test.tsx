import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { AccountChip } from './AccountChip'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('AccountChip', () => {
  test('behavior: the address opens the account menu; Escape closes it and focus returns', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(
      <AccountChip
        address={address}
        walletName="Test Wallet"
        walletIcon={null}
        onDisconnect={vi.fn()}
        menuItems={[{ label: 'Allowances', onSelect }]}
      />,
    )
    const toggle = screen.getByRole('button', { name: /^Connected account/ })
    expect(toggle).toHaveTextContent('Connected account 0x7099…79C8')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'Allowances' })).toBeNull()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    screen.getByRole('button', { name: 'Allowances' }).focus()
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()

    await user.click(toggle)
    await user.click(screen.getByRole('button', { name: 'Allowances' }))
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  test('behavior: a press outside closes the menu', async () => {
    const user = userEvent.setup()
    render(
      <>
        <AccountChip
          address={address}
          walletName={null}
          walletIcon={null}
          onDisconnect={vi.fn()}
          menuItems={[{ label: 'Allowances', onSelect: vi.fn() }]}
        />
        <p>Elsewhere</p>
      </>,
    )
    const toggle = screen.getByRole('button', { name: /^Connected account/ })
    await user.click(toggle)
    await user.click(screen.getByText('Elsewhere'))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('behavior: without menu entries the address is plain text', () => {
    render(
      <AccountChip
        address={address}
        walletName={null}
        walletIcon={null}
        onDisconnect={vi.fn()}
      />,
    )
    expect(
      screen.queryByRole('button', { name: /^Connected account/ }),
    ).toBeNull()
    expect(screen.getByText(/0x7099…79C8/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  })
})
