import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
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

  test.each([
    ['０.０５', 'full-width, from a Chinese input method'],
    ['0。05', 'with the ideographic full stop'],
    ['٠٫٠٥', 'in Arabic-Indic digits'],
    ['۰٫۰۵', 'in Extended Arabic-Indic digits'],
  ])('behavior: "%s" (%s) is read as typed', async (text) => {
    const input = await typeInto(text)
    expect(input).toHaveValue(text)
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('AmountField on a German-region device', () => {
  // jsdom's navigator says en-US; a phone set to English with a German
  // region says en-DE, and its decimal keypad offers only ",".
  const inGermanRegion = () =>
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-DE')

  test('behavior: an English interface reads "0,05" as a decimal', async () => {
    inGermanRegion()
    const input = await typeInto('0,05')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: "1,000" could be a thousand in English: refused, and why', async () => {
    inGermanRegion()
    const input = await typeInto('1,000')
    const message =
      'Is the comma a thousands separator? Write the amount without one, with a dot for decimals (1000 or 1.5).'
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(message),
    )
    expect(input).toHaveAttribute('aria-invalid', 'true')
  })

  test('behavior: "1.5,5" mixes marks: refused, naming the comma', async () => {
    inGermanRegion()
    await typeInto('1.5,5')
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Use a comma or a dot for decimals and no thousands separators.',
      ),
    )
  })
})
