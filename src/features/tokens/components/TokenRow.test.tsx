import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { createTestToken } from '../testing/createTestTokens'
import { TokenRow, type TokenRowProps } from './TokenRow'

const usdc = createTestToken({
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  priceUsd: 0.9998,
  logoURI: null,
})

function renderRow(props: Partial<TokenRowProps> = {}) {
  const onPick = vi.fn()
  render(
    <div role="listbox" aria-label="Tokens">
      <TokenRow
        id="row-0"
        token={usdc}
        index={0}
        setSize={1}
        offsetPx={0}
        heightPx={60}
        balance={undefined}
        isActive={false}
        isSelected={false}
        isOtherSide={false}
        isImported={false}
        onPick={onPick}
        onHover={vi.fn()}
        {...props}
      />
    </div>,
  )
  return { onPick }
}

describe('TokenRow', () => {
  test('behavior: shows the balance and its USD value', () => {
    renderRow({ balance: 1_234_567_891n })
    const option = screen.getByRole('option')
    expect(option).toHaveTextContent('1,234.56')
    expect(option).toHaveTextContent('$1,234.32')
  })

  test('behavior: no price, no USD value; no account, no balance', () => {
    renderRow({ token: { ...usdc, priceUsd: null }, balance: 5_000_000n })
    expect(screen.getByRole('option')).toHaveTextContent(/USD Coin5$/)
  })

  test('behavior: a token without a logo shows its initial', () => {
    renderRow()
    expect(screen.getByRole('option').querySelector('img')).toBeNull()
    expect(screen.getByText('U')).toHaveAttribute('aria-hidden', 'true')
  })

  test('behavior: an unsafe logo URL is never loaded', () => {
    renderRow({ token: { ...usdc, logoURI: 'javascript:alert(1)' } })
    expect(screen.getByRole('option').querySelector('img')).toBeNull()
  })

  test('behavior: a click picks; the active row is the selected option', async () => {
    const { onPick } = renderRow({ isActive: true })
    const option = screen.getByRole('option', { selected: true })
    fireEvent.mouseDown(option)
    await userEvent.click(option)
    expect(onPick).toHaveBeenCalledWith(usdc)
  })
})
