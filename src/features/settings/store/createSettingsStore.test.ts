import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../../lib/createMemoryStorage'
import { readCheckedRecipient } from '../readCheckedRecipient'
import { createSettingsStore } from './createSettingsStore'
import {
  hasStoredRecipient,
  migrateSettings,
  readRecipientShape,
  SETTINGS_STORAGE_KEY,
} from './migrateSettings'

const values = (store: ReturnType<typeof createSettingsStore>) => {
  const { slippagePercent, recipient, approvalMode } = store.getState()
  return { slippagePercent, recipient, approvalMode }
}

/** What a page reads back from `storage`, recipient checked in full. */
const restored = (storage: Storage) =>
  values(
    createSettingsStore({ storage, readStoredRecipient: readCheckedRecipient }),
  )

describe('settings store', () => {
  test('behavior: starts at 0.5% slippage, no recipient, exact approval', () => {
    const store = createSettingsStore({ storage: createMemoryStorage() })
    expect(values(store)).toEqual({
      slippagePercent: '0.5',
      recipient: null,
      approvalMode: 'exact',
    })
  })

  test('behavior: persists under a versioned key and restores', () => {
    const storage = createMemoryStorage()
    const store = createSettingsStore({ storage })
    store.getState().actions.slippageChosen('1')
    store.getState().actions.approvalModeChosen('unlimited')
    // As the field passes it: fully checked, in checksum case.
    store
      .getState()
      .actions.recipientChanged('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? '')).toEqual({
      state: {
        slippagePercent: '1',
        recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        approvalMode: 'unlimited',
      },
      version: 1,
    })
    // Storage holds a recipient: the page reads it with the full check.
    expect(hasStoredRecipient(storage, SETTINGS_STORAGE_KEY)).toBe(true)
    expect(restored(storage)).toEqual(values(store))
  })

  test('behavior: a stored recipient is read with the full check: a mixed-case address with a bad checksum, or the zero address, is dropped', () => {
    const stored = (recipient: string) =>
      createMemoryStorage({
        [SETTINGS_STORAGE_KEY]: JSON.stringify({
          state: { slippagePercent: '1', recipient, approvalMode: 'exact' },
          version: 1,
        }),
      })
    const badChecksum = '0x70997970C51812dc3A010C7d01b50e0d17dc79c8'
    for (const recipient of [
      badChecksum,
      '0x0000000000000000000000000000000000000000',
      'me',
    ]) {
      const storage = stored(recipient)
      expect(hasStoredRecipient(storage, SETTINGS_STORAGE_KEY)).toBe(true)
      const store = createSettingsStore({
        storage,
        readStoredRecipient: readCheckedRecipient,
      })
      expect(values(store).recipient).toBeNull()
    }
    // The shape alone is what the store reads of values checked on their
    // way in; it cannot tell a bad checksum, hence the full check above.
    expect(readRecipientShape(badChecksum)).toBe(badChecksum)
    expect(
      readRecipientShape(' 0x000000000000000000000000000000000000dEaD '),
    ).toBe('0x000000000000000000000000000000000000dEaD')
    expect(
      readRecipientShape('0x0000000000000000000000000000000000000000'),
    ).toBeNull()
    expect(
      hasStoredRecipient(createMemoryStorage(), SETTINGS_STORAGE_KEY),
    ).toBe(false)
    expect(
      hasStoredRecipient(
        createMemoryStorage({
          [SETTINGS_STORAGE_KEY]: '{"state":{"recipient":null}',
        }),
        SETTINGS_STORAGE_KEY,
      ),
    ).toBe(false)
  })

  test('behavior: migrates the version 0 shape', () => {
    const storage = createMemoryStorage({
      [SETTINGS_STORAGE_KEY]: JSON.stringify({
        state: {
          slippage: 0.0125,
          recipient: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
          infiniteApproval: true,
        },
        version: 0,
      }),
    })
    expect(hasStoredRecipient(storage, SETTINGS_STORAGE_KEY)).toBe(true)
    expect(restored(storage)).toEqual({
      slippagePercent: '1.25',
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      approvalMode: 'unlimited',
    })
  })

  test('behavior: a version 0 store with bad values falls back to defaults', () => {
    expect(
      migrateSettings({ slippage: 0.9, recipient: '', infiniteApproval: 1 }, 0),
    ).toEqual({
      slippagePercent: '0.5',
      recipient: null,
      approvalMode: 'exact',
    })
  })

  test('behavior: tampered storage never yields invalid settings', () => {
    const storage = createMemoryStorage({
      [SETTINGS_STORAGE_KEY]: JSON.stringify({
        state: { slippagePercent: '99', recipient: 'me', approvalMode: 'all' },
        version: 1,
      }),
    })
    expect(values(createSettingsStore({ storage }))).toEqual({
      slippagePercent: '0.5',
      recipient: null,
      approvalMode: 'exact',
    })
  })

  test('behavior: reset brings back the defaults', () => {
    const store = createSettingsStore({ storage: createMemoryStorage() })
    store.getState().actions.slippageChosen('3')
    store.getState().actions.settingsReset()
    expect(values(store).slippagePercent).toBe('0.5')
  })

  test('behavior: what a host sets is in effect for this store only, never persisted', () => {
    const storage = createMemoryStorage()
    const store = createSettingsStore({ storage, storageKey: 'k' })
    store.getState().actions.slippageChosen('0.3')
    const persisted = storage.getItem('k')
    // As ApplyWidgetOptions passes it: fully checked, in checksum case.
    store.getState().actions.hostSettingsApplied({
      slippagePercent: '50',
      recipient: '0x000000000000000000000000000000000000dEaD',
      approvalMode: 'unlimited',
    })
    expect(values(store)).toEqual({
      slippagePercent: '50',
      recipient: '0x000000000000000000000000000000000000dEaD',
      approvalMode: 'unlimited',
    })
    expect(storage.getItem('k')).toBe(persisted)
    // A widget created afterwards starts from the person's own choices.
    expect(values(createSettingsStore({ storage, storageKey: 'k' }))).toEqual({
      slippagePercent: '0.3',
      recipient: null,
      approvalMode: 'exact',
    })
  })

  test("behavior: the person's choice replaces a host's starting value, under the host's maximum; a host's recipient stays", () => {
    const storage = createMemoryStorage()
    const store = createSettingsStore({ storage, storageKey: 'k' })
    const { actions } = store.getState()
    actions.hostSettingsApplied({
      slippagePercent: '2',
      maxSlippagePercent: '3',
      recipient: '0x000000000000000000000000000000000000dEaD',
      approvalMode: 'unlimited',
    })
    actions.slippageChosen('10')
    actions.approvalModeChosen('exact')
    actions.recipientChanged(null)
    expect(values(store)).toEqual({
      slippagePercent: '3',
      recipient: '0x000000000000000000000000000000000000dEaD',
      approvalMode: 'exact',
    })
    expect(JSON.parse(storage.getItem('k') ?? '').state).toEqual({
      slippagePercent: '10',
      recipient: null,
      approvalMode: 'exact',
    })
    expect(store.getState().host).toMatchObject({
      slippagePercent: undefined,
      approvalMode: undefined,
    })
    actions.settingsReset()
    expect(values(store)).toEqual({
      slippagePercent: '0.5',
      recipient: '0x000000000000000000000000000000000000dEaD',
      approvalMode: 'exact',
    })
  })

  test('behavior: host values that do not validate are ignored', () => {
    const store = createSettingsStore({ storage: createMemoryStorage() })
    store.getState().actions.hostSettingsApplied({
      slippagePercent: '99',
      recipient: 'me' as never,
      approvalMode: 'all' as never,
    })
    expect(store.getState().host).toEqual({})
    expect(values(store).slippagePercent).toBe('0.5')
  })
})
