import { createJSONStorage, persist } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  defaultSettings,
  migrateSettings,
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
        migrate: migrateSettings,
        merge: (persisted, current) => {
          const own = sanitizeSettings(persisted)
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
