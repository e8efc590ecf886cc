import { createJSONStorage, persist } from 'zustand/middleware'
import { createStore } from 'zustand/vanilla'
import {
  defaultSettings,
  migrateSettings,
  SETTINGS_STORAGE_KEY,
  SETTINGS_VERSION,
  sanitizeSettings,
} from './migrateSettings'
import type { SettingsState, SettingsValues } from './types'

export type CreateSettingsStoreParameters = {
  /** Where settings persist; localStorage unless given (tests pass their own). */
  storage?: Storage
  storageKey?: string
}

export type SettingsStore = ReturnType<typeof createSettingsStore>

/** One settings store per mounted app, persisted under a versioned key. */
export function createSettingsStore({
  storage,
  storageKey = SETTINGS_STORAGE_KEY,
}: CreateSettingsStoreParameters = {}) {
  return createStore<SettingsState>()(
    persist(
      (set) => ({
        ...defaultSettings,
        actions: {
          slippageChosen: (percent) =>
            set((state) => ({
              slippagePercent: sanitizeSettings({
                ...state,
                slippagePercent: percent,
              }).slippagePercent,
            })),
          recipientChanged: (recipient) =>
            set((state) => ({
              recipient: sanitizeSettings({ ...state, recipient }).recipient,
            })),
          approvalModeChosen: (approvalMode) => set({ approvalMode }),
          settingsReset: () => set({ ...defaultSettings }),
        },
      }),
      {
        name: storageKey,
        version: SETTINGS_VERSION,
        storage: createJSONStorage(() => storage ?? localStorage),
        partialize: ({ slippagePercent, recipient, approvalMode }) =>
          ({
            slippagePercent,
            recipient,
            approvalMode,
          }) satisfies SettingsValues,
        migrate: migrateSettings,
        merge: (persisted, current) => ({
          ...current,
          ...sanitizeSettings(persisted),
        }),
      },
    ),
  )
}
