import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { ChainSelect } from './ChainSelect'

const chains = [
  { id: 31337, name: 'Devnet', status: 'ACTIVE' },
  { id: 31338, name: 'Devnet B', status: 'DEGRADED' },
  { id: 999, name: 'HyperEVM', status: 'ACTIVE' },
] as const

function renderMenu(onSelect = vi.fn()) {
  render(
    <>
      <ChainSelect chains={chains} selectedId={31337} onSelect={onSelect} />
      <p>Elsewhere</p>
    </>,
  )
  return onSelect
}

const button = () => screen.getByRole('button', { name: /^Network / })
const activeOption = (listbox: HTMLElement) =>
  document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '')

describe('ChainSelect', () => {
  test('behavior: a button named by its label and the chain it shows, with the chain’s logo', () => {
    renderMenu()
    expect(button()).toHaveAccessibleName('Network Devnet')
    expect(button()).toHaveAttribute('aria-haspopup', 'listbox')
    expect(button()).toHaveAttribute('aria-expanded', 'false')
    expect(button().querySelector('.chain-logo')).toHaveAttribute(
      'data-monogram',
      'D',
    )
  })

  test('behavior: Enter opens the list on the current chain, arrow keys move, and Enter chooses; focus returns to the button', async () => {
    const user = userEvent.setup()
    const onSelect = renderMenu()
    button().focus()
    await user.keyboard('{Enter}')
    const listbox = await screen.findByRole('listbox', { name: 'Network' })
    expect(listbox).toHaveFocus()
    expect(button()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('option')).toHaveLength(3)
    expect(activeOption(listbox)).toHaveTextContent('Devnet')
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(
      'Devnet',
    )
    // Every option has its logo; a degraded chain says so in words.
    expect(listbox.querySelectorAll('.chain-logo')).toHaveLength(3)
    const degraded = screen.getByRole('option', { name: /Devnet B/ })
    expect(degraded).toHaveTextContent('degraded')
    expect(degraded.querySelector('.chain-logo')).toHaveAttribute(
      'data-monogram',
      'DB',
    )

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(activeOption(listbox)).toHaveTextContent('HyperEVM')
    await user.keyboard('{Home}')
    expect(activeOption(listbox)).toHaveTextContent('Devnet')
    await user.keyboard('{End}{ArrowUp}')
    expect(activeOption(listbox)).toHaveTextContent('Devnet B')
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith(31338)
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(button()).toHaveFocus()
    expect(button()).toHaveAttribute('aria-expanded', 'false')
  })

  test('behavior: Escape closes without a choice and returns focus to the button', async () => {
    const user = userEvent.setup()
    const onSelect = renderMenu()
    button().focus()
    await user.keyboard(' ')
    const listbox = await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}{Escape}')
    expect(listbox).not.toBeInTheDocument()
    expect(button()).toHaveFocus()
    expect(onSelect).not.toHaveBeenCalled()
  })

  test('behavior: a press on an option chooses it; a press outside closes the list', async () => {
    const user = userEvent.setup()
    const onSelect = renderMenu()
    await user.click(button())
    await user.click(await screen.findByRole('option', { name: /HyperEVM/ }))
    expect(onSelect).toHaveBeenCalledWith(999)
    expect(screen.queryByRole('listbox')).toBeNull()

    await user.click(button())
    await screen.findByRole('listbox')
    await user.click(screen.getByText('Elsewhere'))
    expect(screen.queryByRole('listbox')).toBeNull()
    // Choosing the chain already shown changes nothing.
    await user.click(button())
    await user.click(await screen.findByRole('option', { name: /^Devnet$/ }))
    expect(onSelect).toHaveBeenCalledTimes(1)
  })
})
