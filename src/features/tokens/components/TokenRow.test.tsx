import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { toAppToken } from '../api/toAppToken'
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
        riskMark={null}
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

  test('behavior: a symbol in Arabic letters and digits keeps its order beside the balance: "25 ب00" (symbol and name each in a <bdi>)', () => {
    const arabic = { ...usdc, symbol: 'ب00', name: 'ب00 Coin', priceUsd: null }
    renderRow({ token: arabic, balance: 25_000_000n })
    const option = screen.getByRole('option')
    const symbol = screen.getByText('ب00')
    // Isolated, the symbol's right-to-left run cannot pull the balance's
    // digits into it (unisolated, "25 ب00" reads "25 00ب" on the page).
    expect(symbol.tagName).toBe('BDI')
    expect(screen.getByText('ب00 Coin').tagName).toBe('BDI')
    expect(option.textContent).toBe('بب00ب00 Coin25')
    const balance = screen.getByText('25')
    expect(balance.closest('bdi')).toBeNull()
    expect(
      symbol.compareDocumentPosition(balance) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
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

  test('behavior: a name with hidden characters is flagged, shown without them, in full on hover', () => {
    const hostile = toAppToken(
      {
        address: usdc.address,
        symbol: `USDC\u202e${'X'.repeat(40)}`,
        name: 'USD \u2066Coin\u2069',
        decimals: 6,
        logoURI: 'http://logos.invalid/usdc.png',
        verified: false,
      },
      999,
    )
    renderRow({ token: hostile })
    const option = screen.getByRole('option')
    expect(option).toHaveTextContent(
      /^UUSDCX+…UnverifiedHidden charactersUSD Coin$/,
    )
    expect(option.textContent).not.toMatch(/[\u202e\u2066\u2069]/)
    const symbol = screen.getByText(/^USDCX+…$/)
    expect(symbol).toHaveAttribute('title', `USDC${'X'.repeat(40)}`)
    expect(screen.getByText('USD Coin')).toHaveAttribute('title', 'USD Coin')
    expect(option.querySelector('img')).toBeNull()
  })

  test('behavior: a clean, verified token carries no warning', () => {
    renderRow()
    expect(screen.getByRole('option')).not.toHaveTextContent(
      /Hidden characters|Unverified|Unusable/,
    )
  })

  test('behavior: unusable decimals are named and no amount is computed', () => {
    renderRow({
      token: { ...usdc, decimals: 1e9, hasUnsafeDecimals: true },
      balance: 5_000_000n,
    })
    expect(screen.getByRole('option')).toHaveTextContent(
      /^UUSDCUnusableUSD Coin$/,
    )
  })

  test('behavior: a token the swap found taxed or unsellable is marked in words', () => {
    renderRow({ riskMark: { kind: 'taxed', taxBps: 500 } })
    expect(screen.getByRole('option')).toHaveTextContent(
      /^UUSDCTax 5%USD Coin$/,
    )
  })

  test('behavior: a token nobody but its owner can sell is marked', () => {
    renderRow({ riskMark: { kind: 'unsellable' } })
    expect(screen.getByRole('option')).toHaveTextContent(
      /^UUSDCCannot be soldUSD Coin$/,
    )
  })
})
