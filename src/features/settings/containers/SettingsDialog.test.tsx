import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { SETTINGS_STORAGE_KEY } from '../store/migrateSettings'
import { SettingsStoreProvider } from '../store/SettingsStoreProvider'
import { SettingsDialog } from './SettingsDialog'

function renderDialog() {
  localStorage.clear()
  const onClose = vi.fn()
  render(
    <SettingsStoreProvider storage={localStorage}>
      <SettingsDialog isOpen onClose={onClose} />
    </SettingsStoreProvider>,
  )
  const stored = () =>
    JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}').state ?? {}
  return { onClose, stored }
}

describe('SettingsDialog', () => {
  test('behavior: presets are radio buttons reachable by keyboard', async () => {
    const user = userEvent.setup()
    const { stored } = renderDialog()
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeVisible()
    expect(screen.getByRole('radio', { name: '0.5%' })).toBeChecked()
    screen.getByRole('radio', { name: '0.5%' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: '1%' })).toBeChecked()
    expect(stored().slippagePercent).toBe('1')
  })

  test('behavior: custom slippage validates and warns', async () => {
    const user = userEvent.setup()
    const { stored } = renderDialog()
    const custom = screen.getByRole('textbox', { name: /custom slippage/i })
    await user.type(custom, '1.23456')
    expect(custom).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Use at most 4 decimal places.')).toBeVisible()
    expect(stored().slippagePercent).toBe('1.2345')

    await user.clear(custom)
    await user.type(custom, '7')
    expect(screen.getByText(/may be front-run/)).toBeVisible()
    expect(stored().slippagePercent).toBe('7')

    await user.clear(custom)
    await user.type(custom, '0.01')
    expect(screen.getByText(/may make your swap fail/)).toBeVisible()

    await user.clear(custom)
    await user.type(custom, '51')
    expect(screen.getByText('Slippage can be at most 50%.')).toBeVisible()
    expect(stored().slippagePercent).toBe('5')
  })

  test.each([
    ['０．７５', 'full-width, from a Chinese input method'],
    ['0。75', 'with the ideographic full stop'],
    ['٠٫٧٥', 'in Arabic-Indic digits'],
    ['۰٫۷۵٪', 'in Extended Arabic-Indic digits, with the Arabic percent sign'],
  ])('behavior: custom slippage "%s" (%s) is kept as 0.75', async (text) => {
    const user = userEvent.setup()
    const { stored } = renderDialog()
    const custom = screen.getByRole('textbox', { name: /custom slippage/i })
    await user.type(custom, text)
    expect(custom).not.toHaveAttribute('aria-invalid')
    expect(stored().slippagePercent).toBe('0.75')
  })

  test('behavior: recipient must be valid and is shown checksummed', async () => {
    const user = userEvent.setup()
    const { stored } = renderDialog()
    const input = screen.getByRole('textbox', { name: /send the output to/i })
    await user.type(input, '0x1234')
    expect(screen.getByText(/40 hexadecimal characters/)).toBeVisible()
    expect(stored().recipient ?? null).toBeNull()
    await user.clear(input)
    await user.type(input, '0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
    expect(
      screen.getByText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    ).toBeVisible()
    expect(stored().recipient).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
  })

  test('behavior: approval mode defaults to exact; Escape closes', async () => {
    const user = userEvent.setup()
    const { onClose, stored } = renderDialog()
    expect(screen.getByRole('radio', { name: /exact amount/i })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: /unlimited/i }))
    expect(stored().approvalMode).toBe('unlimited')
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
  })

  test('behavior: reset restores defaults and redraws the fields', async () => {
    const user = userEvent.setup()
    const { stored } = renderDialog()
    const custom = screen.getByRole('textbox', { name: /custom slippage/i })
    await user.type(custom, '3')
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }))
    expect(stored().slippagePercent).toBe('0.5')
    expect(
      screen.getByRole('textbox', { name: /custom slippage/i }),
    ).toHaveValue('')
    expect(screen.getByRole('radio', { name: '0.5%' })).toBeChecked()
  })
})
