import { createJSONStorage, persist } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  defaultSettings,
  migrateSettings,
  type ReadRecipient,
  SETTINGS_STORAGE_KEY,
  SETTINGS_VERSION,
  sanitizeHostSettings,
  sanitizeSettings,
} from './migrateSettings'
import type { HostSettings, SettingsState, SettingsValues } from './types'

export type CreateSettingsStoreParameters = {
  /** Where settings persist; localStorage unless given (tests pass their own). */
  storage?: Storage
  storageKey?: string
  /**
   * How a stored recipient is read. Nothing stored is trusted: where storage
   * holds one (hasStoredRecipient), the full check with its checksum
   * (readCheckedRecipient, its own chunk). Without one, every recipient
   * the store meets was fully checked where it came in (the field, a host's
   * options), and its shape is what the store reads.
   */
  readStoredRecipient?: ReadRecipient
}

export type SettingsStore = StoreApi<SettingsState>

/**
 * The settings in effect: the host's where it set them, the person's own
 * otherwise, and never a slippage above the host's maximum.
 */
export function toEffectiveSettings(
  own: SettingsValues,
  host: HostSettings,
): SettingsValues {
  const slippagePercent = host.slippagePercent ?? own.slippagePercent
  const max = host.maxSlippagePercent
  return {
    slippagePercent:
      max !== undefined && Number(slippagePercent) > Number(max)
        ? max
        : slippagePercent,
    recipient: host.recipient ?? own.recipient,
    approvalMode: host.approvalMode ?? own.approvalMode,
  }
}

/**
 * One settings store per mounted app, persisted under a versioned key. Only
 * the person's own choices are persisted: what a host set lives as long as
 * this store (one widget instance).
 */
export function createSettingsStore({
  storage,
  storageKey = SETTINGS_STORAGE_KEY,
  readStoredRecipient,
}: CreateSettingsStoreParameters = {}): SettingsStore {
  return createStore<SettingsState>()(
    persist(
      (set) => {
        const update = (
          state: SettingsState,
          own: Partial<SettingsValues>,
          host: HostSettings = state.host,
        ) => {
          const nextOwn = sanitizeSettings({ ...state.own, ...own })
          return {
            own: nextOwn,
            host,
            ...toEffectiveSettings(nextOwn, host),
          }
        }
        return {
          ...defaultSettings,
          own: defaultSettings,
          host: {},
          actions: {
            // The person's choice replaces the host's starting value.
            slippageChosen: (percent) =>
              set((state) =>
                update(
                  state,
                  { slippagePercent: percent },
                  { ...state.host, slippagePercent: undefined },
                ),
              ),
            recipientChanged: (recipient) =>
              set((state) => update(state, { recipient })),
            approvalModeChosen: (approvalMode) =>
              set((state) =>
                update(
                  state,
                  { approvalMode },
                  { ...state.host, approvalMode: undefined },
                ),
              ),
            settingsReset: () =>
              set((state) =>
                update(state, defaultSettings, {
                  recipient: state.host.recipient,
                  maxSlippagePercent: state.host.maxSlippagePercent,
                }),
              ),
            hostSettingsApplied: (host) =>
              set((state) =>
                update(
                  state,
                  {},
                  {
                    ...state.host,
                    ...sanitizeHostSettings(host),
                  },
                ),
              ),
          },
        }
      },
      {
        name: storageKey,
        version: SETTINGS_VERSION,
        storage: createJSONStorage(() => storage ?? localStorage),
        partialize: ({ own }) => own,
        migrate: (persisted, version) =>
          migrateSettings(persisted, version, readStoredRecipient),
        merge: (persisted, current) => {
          const own = sanitizeSettings(persisted, readStoredRecipient)
          return {
            ...current,
            own,
            ...toEffectiveSettings(own, current.host),
          }
        },
      },
    ),
  )
}
