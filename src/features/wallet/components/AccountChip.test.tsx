import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { AccountChip } from './AccountChip'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function renderChip(props: Partial<Parameters<typeof AccountChip>[0]> = {}) {
  return render(
    <>
      <AccountChip
        address={address}
        shortAddress="0x7099…79C8"
        walletName="Test Wallet"
        walletIcon={null}
        explorerUrl={null}
        onDisconnect={vi.fn()}
        {...props}
      />
      <p>Elsewhere</p>
    </>,
  )
}

const toggleOf = () =>
  screen.getByRole('button', { name: /^Connected account/ })

describe('AccountChip', () => {
  test('behavior: the address opens the account menu; Escape closes it and focus returns', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    renderChip({ menuItems: [{ label: 'Allowances', onSelect }] })
    const toggle = toggleOf()
    expect(toggle).toHaveTextContent('Connected account 0x7099…79C8')
    expect(toggle.querySelector('bdi')).toHaveTextContent('0x7099…79C8')
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
    renderChip()
    await user.click(toggleOf())
    await user.click(screen.getByText('Elsewhere'))
    expect(toggleOf()).toHaveAttribute('aria-expanded', 'false')
  })

  test('behavior: Copy address writes the full address and says "Copied", announced politely', async () => {
    // The clipboard is user-event's stand-in (jsdom has none), installed
    // on navigator by setup(); the spy records what the page wrote.
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    renderChip()
    await user.click(toggleOf())
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith(address)
    expect(await navigator.clipboard.readText()).toBe(address)
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible()
    expect(screen.getByText('Address copied')).toHaveAttribute(
      'aria-live',
      'polite',
    )
  })

  test('behavior: a clipboard that refuses is said so', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    )
    renderChip()
    await user.click(toggleOf())
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(
      await screen.findByText('The address could not be copied.'),
    ).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeVisible()
  })

  test('behavior: View on explorer links the account on the chain explorer, and is absent without one', async () => {
    const user = userEvent.setup()
    const { unmount } = renderChip({
      explorerUrl: 'https://explorer.example',
    })
    await user.click(toggleOf())
    const link = screen.getByRole('link', { name: 'View on explorer' })
    expect(link).toHaveAttribute(
      'href',
      `https://explorer.example/address/${address}`,
    )
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noreferrer')
    unmount()

    renderChip({ explorerUrl: null })
    await user.click(toggleOf())
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'View on explorer' })).toBeNull()
  })

  test('behavior: Disconnect sits in the menu, last, and disconnects', async () => {
    const user = userEvent.setup()
    const onDisconnect = vi.fn()
    renderChip({ onDisconnect })
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull()
    await user.click(toggleOf())
    const entries = screen.getAllByRole('listitem')
    expect(entries.at(-1)).toHaveTextContent('Disconnect')
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(onDisconnect).toHaveBeenCalledTimes(1)
  })
})
