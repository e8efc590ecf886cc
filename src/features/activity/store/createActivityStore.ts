import type { Address, Hash } from 'viem'
import { type PersistStorage, persist } from 'zustand/middleware'
import { createStore, type Mutate, type StoreApi } from 'zustand/vanilla'
import { lazyModule } from '../../../lib/lazyModule'
import {
  ACTIVITY_STORAGE_KEY,
  ACTIVITY_VERSION,
  LEGACY_ACTIVITY_STORAGE_KEY,
  MAX_ENTRIES_PER_ACCOUNT,
} from './activityStorage'
import type { ActivityEntry, ActivityState, ActivityValues } from './types'

/** Reading (and migrating) the stored history: fetched as it hydrates. */
const storedActivity = lazyModule(() => import('./parseActivity'))

export type CreateActivityStoreParameters = {
  /** localStorage unless given (tests pass their own). */
  storage?: Storage
  storageKey?: string
  /**
   * The language that wrote a version 1 history's amounts
   * (migrateActivity); unless given, the page's `<html lang>` as the
   * history is read, the language it started in: the best evidence left.
   */
  legacyLocale?: string
}

/** The store, with persist's API (`persist.rehydrate()`). */
export type ActivityStore = Mutate<
  StoreApi<ActivityState>,
  [['zustand/persist', ActivityValues]]
>

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
 * The history in the page's storage: read (the current key, else a
 * version 1 history under the old key) and parsed as untrusted in a chunk
 * of its own (parseActivity.ts's readStoredActivity); written as JSON.
 */
function toActivityStorage(
  storage: Storage,
  legacyLocale: string | undefined,
): PersistStorage<ActivityValues> {
  return {
    getItem: async (key) => {
      const legacyKey =
        key === ACTIVITY_STORAGE_KEY ? LEGACY_ACTIVITY_STORAGE_KEY : null
      // Nothing stored (a first visit): nothing to fetch.
      if (storage.getItem(key) ?? (legacyKey && storage.getItem(legacyKey))) {
        const reader = await storedActivity.load()
        return reader.readStoredActivity(storage, key, {
          legacyKey,
          writtenIn: legacyLocale,
        })
      }
      return null
    },
    setItem: (key, value) => storage.setItem(key, JSON.stringify(value)),
    removeItem: (key) => storage.removeItem(key),
  }
}

/** One history per mounted app, persisted under a versioned key. */
export function createActivityStore({
  storage,
  storageKey = ACTIVITY_STORAGE_KEY,
  legacyLocale,
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
        storage: toActivityStorage(storage ?? localStorage, legacyLocale),
        // Read when the owner calls `store.persist.rehydrate()`: the
        // provider does once the page is idle.
        skipHydration: true,
        partialize: ({ entriesByAccount }) =>
          ({ entriesByAccount }) satisfies ActivityValues,
        // Read into the current shape already (readStoredActivity); an
        // older version is written back as current.
        migrate: (persisted) => persisted as ActivityValues,
        merge: (persisted, current) => ({
          ...current,
          ...(persisted as ActivityValues),
        }),
      },
    ),
  )
}
