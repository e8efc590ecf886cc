import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../../lib/createMemoryStorage'
import { SETTINGS_STORAGE_KEY, SettingsStoreProvider } from '../../settings'
import { CustomRecipientNotice } from './CustomRecipientNotice'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const carol = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

function storageWithRecipient(): Storage {
  return createMemoryStorage({
    [SETTINGS_STORAGE_KEY]: JSON.stringify({
      state: {
        slippagePercent: '0.5',
        recipient: carol,
        approvalMode: 'exact',
      },
      version: 1,
    }),
  })
}

describe('CustomRecipientNotice', () => {
  test('behavior: shows the recipient, clears it on an account change, can keep it', async () => {
    const storage = storageWithRecipient()
    const wrap = (ui: ReactNode) => (
      <SettingsStoreProvider storage={storage}>{ui}</SettingsStoreProvider>
    )
    const view = render(wrap(<CustomRecipientNotice account={alice} />))
    expect(
      await screen.findByRole('note', { name: 'Custom recipient' }),
    ).toHaveTextContent(`Output goes to a custom recipient: ${carol}`)
    view.rerender(wrap(<CustomRecipientNotice account={bob} />))
    expect(screen.getByRole('note')).toHaveTextContent(
      `The account changed, so the custom recipient ${carol} was cleared.`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Keep sending to it' }))
    expect(screen.getByRole('note')).toHaveTextContent(
      `Output goes to a custom recipient: ${carol}`,
    )
    fireEvent.click(
      screen.getByRole('button', { name: 'Send to my account instead' }),
    )
    expect(screen.queryByRole('note')).toBeNull()
  })
})
