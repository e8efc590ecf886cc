import { act, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { LocaleProvider } from '../../../lib/i18n/LocaleProvider'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import { messages as en } from '../../../locales/en.po'
import { ActivityStoreProvider } from '../store/ActivityStoreProvider'
import {
  ACTIVITY_STORAGE_KEY,
  LEGACY_ACTIVITY_STORAGE_KEY,
} from '../store/activityStorage'
import { ActivityPanel } from './ActivityPanel'

const account = '0x70997970C51812dc3A010C7d01b50e20d4dc79C8'

/** What a version 1 page, speaking German, left in storage. */
function storeGermanHistory(storage: Storage) {
  storage.setItem(
    LEGACY_ACTIVITY_STORAGE_KEY,
    JSON.stringify({
      state: {
        entriesByAccount: {
          [account.toLowerCase()]: [
            {
              hash: `0x${'a'.repeat(64)}`,
              chainId: 31337,
              quoteId: 'q_1',
              sellSymbol: 'DAI',
              buySymbol: 'USDC',
              sellAmountText: '1.234,5',
              buyAmountText: '1.230,25',
              status: 'confirmed',
              replacedBy: null,
              createdAtMs: Date.now() - 5 * 60_000,
              explorerUrl: null,
            },
          ],
        },
      },
      version: 1,
    }),
  )
}

describe('ActivityPanel', () => {
  test('behavior: a history written in German reads correctly after switching to English', async () => {
    const storage = window.localStorage
    storeGermanHistory(storage)
    const i18n = createTestI18n('de')
    render(
      <LocaleProvider i18n={i18n} storage={null}>
        {/* The app reads <html lang> as the history is read; here the
            test's outer English provider would set it last. */}
        <ActivityStoreProvider storage={storage} legacyLocale="de">
          <ActivityPanel account={account} chains={[]} />
        </ActivityStoreProvider>
      </LocaleProvider>,
    )
    const summary = () => document.querySelector('.activity-summary')
    // The history is read once the page is idle, in a chunk of its own.
    expect(
      await screen.findByText('Bestätigt', {}, { timeout: 5_000 }),
    ).toBeVisible()
    expect(summary()).toHaveTextContent('1.234,5 DAI 1.230,25 USDC')
    // The migrated history is stored raw under the new key.
    expect(storage.getItem(LEGACY_ACTIVITY_STORAGE_KEY)).toBeNull()
    expect(storage.getItem(ACTIVITY_STORAGE_KEY)).toContain('"units":"12345"')

    await act(async () => {
      i18n.loadAndActivate({ locale: 'en', messages: en })
    })
    expect(summary()).toHaveTextContent('1,234.5 DAI 1,230.25 USDC')
    expect(screen.getByText('Confirmed')).toBeVisible()
    expect(screen.getByText('5 minutes ago')).toBeVisible()
  })
})
