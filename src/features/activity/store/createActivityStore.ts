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
   * The language this page starts in: the best evidence left of the one
   * that wrote a version 1 history's amounts (migrateActivity).
   */
  legacyLocale?: string | null
  /**
   * Hydrated only when the owner calls `store.persist.rehydrate()` (the
   * provider does once the page is idle); else as the store is made.
   */
  isHydratedLater?: boolean
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
 * The history in the page's storage. Read: the current key, else the
 * version 1 key (a history from before the key's version changed), parsed
 * as untrusted in a chunk of its own (parseActivity.ts). Written: the
 * current key, and the old key goes.
 */
function toActivityStorage(
  storage: Storage,
  storageKey: string,
  legacyLocale: string | null,
): PersistStorage<ActivityValues> {
  const legacyKey =
    storageKey === ACTIVITY_STORAGE_KEY ? LEGACY_ACTIVITY_STORAGE_KEY : null
  return {
    getItem: async (key) => {
      const text =
        storage.getItem(key) ??
        (key === storageKey && legacyKey ? storage.getItem(legacyKey) : null)
      if (text === null) return null
      const { readStoredActivity } = await storedActivity.load()
      return readStoredActivity(text, legacyLocale)
    },
    setItem: (key, value) => {
      storage.setItem(key, JSON.stringify(value))
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
  isHydratedLater = false,
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
        storage: toActivityStorage(
          storage ?? localStorage,
          storageKey,
          legacyLocale,
        ),
        skipHydration: isHydratedLater,
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
