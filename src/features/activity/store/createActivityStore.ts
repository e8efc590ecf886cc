import type { Address, Hash } from 'viem'
import { createJSONStorage, persist } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  ACTIVITY_STORAGE_KEY,
  ACTIVITY_VERSION,
  LEGACY_ACTIVITY_STORAGE_KEY,
  MAX_ENTRIES_PER_ACCOUNT,
  migrateActivity,
  parseActivity,
} from './parseActivity'
import type { ActivityEntry, ActivityState, ActivityValues } from './types'

export type CreateActivityStoreParameters = {
  /** localStorage unless given (tests pass their own). */
  storage?: Storage
  storageKey?: string
  /**
   * The language this page starts in: the best evidence left of the one
   * that wrote a version 1 history's amounts (migrateActivity).
   */
  legacyLocale?: string | null
}

export type ActivityStore = StoreApi<ActivityState>

type Update = (entry: ActivityEntry) => ActivityEntry

function updateEntry(
  values: ActivityValues,
  account: Address,
  hash: Hash,
  update: Update,
): ActivityValues {
  const key = account.toLowerCase()
  const entries = values.entriesByAccount[key] ?? []
  const wanted = hash.toLowerCase()
  return {
    entriesByAccount: {
      ...values.entriesByAccount,
      [key]: entries.map((entry) =>
        entry.hash.toLowerCase() === wanted ? update(entry) : entry,
      ),
    },
  }
}

/**
 * The page's storage, where the current key falls back to the version 1
 * key: a history from before the key's version changed is read (and
 * migrated) once, and the old key goes once the new one is written.
 */
function withLegacyKey(storage: Storage, storageKey: string): Storage {
  const legacyKey =
    storageKey === ACTIVITY_STORAGE_KEY ? LEGACY_ACTIVITY_STORAGE_KEY : null
  return {
    get length() {
      return storage.length
    },
    clear: () => storage.clear(),
    key: (index) => storage.key(index),
    getItem: (key) =>
      storage.getItem(key) ??
      (key === storageKey && legacyKey ? storage.getItem(legacyKey) : null),
    setItem: (key, value) => {
      storage.setItem(key, value)
      if (key === storageKey && legacyKey) storage.removeItem(legacyKey)
    },
    removeItem: (key) => storage.removeItem(key),
  }
}

/** One history per mounted app, persisted under a versioned key. */
export function createActivityStore({
  storage,
  storageKey = ACTIVITY_STORAGE_KEY,
  legacyLocale = null,
}: CreateActivityStoreParameters = {}): ActivityStore {
  return createStore<ActivityState>()(
    persist(
      (set) => ({
        entriesByAccount: {},
        actions: {
          swapSubmitted: (account, entry) =>
            set((state) => {
              const key = account.toLowerCase()
              const others = (state.entriesByAccount[key] ?? []).filter(
                (e) => e.hash.toLowerCase() !== entry.hash.toLowerCase(),
              )
              return {
                entriesByAccount: {
                  ...state.entriesByAccount,
                  [key]: [entry, ...others].slice(0, MAX_ENTRIES_PER_ACCOUNT),
                },
              }
            }),
          swapReplaced: (account, hash, replacementHash) =>
            set((state) =>
              updateEntry(state, account, hash, (entry) => ({
                ...entry,
                replacedBy: replacementHash,
              })),
            ),
          swapSettled: (account, hash, outcome) =>
            set((state) =>
              updateEntry(state, account, hash, (entry) => ({
                ...entry,
                status: outcome.status,
                buy: outcome.buyAmount
                  ? { ...entry.buy, amount: outcome.buyAmount }
                  : entry.buy,
              })),
            ),
        },
      }),
      {
        name: storageKey,
        version: ACTIVITY_VERSION,
        storage: createJSONStorage(() =>
          withLegacyKey(storage ?? localStorage, storageKey),
        ),
        partialize: ({ entriesByAccount }) =>
          ({ entriesByAccount }) satisfies ActivityValues,
        migrate: (persisted, version) =>
          migrateActivity(persisted, version, legacyLocale),
        merge: (persisted, current) => ({
          ...current,
          ...parseActivity(persisted),
        }),
      },
    ),
  )
}
