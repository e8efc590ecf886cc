import { render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { toAppToken } from '../../tokens'
import { TokenButton } from './TokenButton'

const token = (symbol: string, verified: boolean, logoURI: string | null) =>
  toAppToken(
    {
      address: '0x0000000000000000000000000000000000000abc',
      symbol,
      name: 'A token',
      decimals: 18,
      logoURI,
      verified,
    },
    1,
  )

function renderButton(shown: ReturnType<typeof token> | null) {
  render(<TokenButton token={shown} label="Token to buy" onClick={vi.fn()} />)
  return screen.getByRole('button')
}

describe('TokenButton', () => {
  test('behavior: a symbol with hidden characters is flagged, in its name too', () => {
    const button = renderButton(token('U\u200dSDC\u202e', true, null))
    expect(button).toHaveAccessibleName(
      'Token to buy: USDC, Hidden characters in its name',
    )
    expect(button).toHaveTextContent(/^UUSDC Hidden characters▾$/)
    expect(button.textContent).not.toMatch(/[\u200d\u202e]/)
  })

  test('behavior: unverified and hidden characters are both said', () => {
    const button = renderButton(token('USDC\u202e', false, null))
    expect(button).toHaveAccessibleName(
      'Token to buy: USDC, Unverified, Hidden characters in its name',
    )
    expect(button).toHaveTextContent(/USDC Unverified Hidden characters/)
  })

  test('behavior: a plain token has no warning; the full symbol is its title', () => {
    const long = token('L'.repeat(120), true, null)
    const button = renderButton(long)
    expect(button).toHaveAccessibleName(`Token to buy: ${'L'.repeat(23)}…`)
    expect(screen.getByTitle('L'.repeat(120))).toHaveTextContent(
      `${'L'.repeat(23)}…`,
    )
    expect(button).not.toHaveTextContent(/Hidden|Unverified/)
  })

  test('behavior: a logo that fails the logo rule is never an image source', () => {
    // A token built around the boundary still meets the rule here.
    const forged = { ...token('EVIL', true, null), logoURI: 'javascript:1' }
    expect(renderButton(forged).querySelector('img')).toBeNull()
  })

  test('behavior: a logo the proxy serves is shown', () => {
    const button = renderButton(
      token('OK', true, '/api/logos/AAAAAAAAAAAAAAAAAAAAAA/YS5wbmc'),
    )
    expect(button.querySelector('img')).toHaveAttribute(
      'src',
      '/api/logos/AAAAAAAAAAAAAAAAAAAAAA/YS5wbmc',
    )
  })
})
