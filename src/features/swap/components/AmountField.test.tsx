import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { AmountField } from './AmountField'

function Controlled({ decimals }: { decimals: number | null }) {
  const [value, setValue] = useState('')
  return (
    <AmountField
      label="Amount to sell"
      value={value}
      onChange={setValue}
      decimals={decimals}
    />
  )
}

async function typeInto(text: string, decimals: number | null = 6) {
  const user = userEvent.setup()
  render(<Controlled decimals={decimals} />)
  const input = screen.getByRole('textbox', { name: 'Amount to sell' })
  await user.type(input, text)
  return input
}

describe('AmountField', () => {
  test('behavior: a plain decimal is accepted silently', async () => {
    const input = await typeInto('1234.5')
    expect(input).toHaveValue('1234.5')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test.each([
    ['1.1234567', 'This token has at most 6 decimal places.'],
    ['1e6', 'Write the amount in full, without an exponent (1500, not 1.5e3).'],
    ['-5', 'The amount cannot be negative.'],
    ['1,5', 'Use a dot for decimals and no thousands separators.'],
    ['abc', 'Enter a number, like 1.5.'],
  ])('behavior: "%s" is explained: %s', async (text, message) => {
    const input = await typeInto(text)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    // The advice's words are a chunk of their own, fetched on first use.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(message),
    )
    expect(input).toHaveAccessibleDescription(message)
  })

  test('behavior: too large is refused', async () => {
    await typeInto('9'.repeat(80), 18)
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This amount is too large.',
      ),
    )
  })

  test('behavior: without a token the text is kept and not judged', async () => {
    const input = await typeInto('1.1234567', null)
    expect(input).toHaveValue('1.1234567')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: the keyboard offers decimals on phones', () => {
    render(<Controlled decimals={18} />)
    expect(screen.getByRole('textbox')).toHaveAttribute('inputmode', 'decimal')
  })
})
