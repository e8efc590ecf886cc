import type { Address, Hash } from 'viem'
import { createJSONStorage, persist } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  ACTIVITY_STORAGE_KEY,
  ACTIVITY_VERSION,
  MAX_ENTRIES_PER_ACCOUNT,
  migrateActivity,
  parseActivity,
} from './parseActivity'
import type { ActivityEntry, ActivityState, ActivityValues } from './types'

export type CreateActivityStoreParameters = {
  /** localStorage unless given (tests pass their own). */
  storage?: Storage
  storageKey?: string
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

/** One history per mounted app, persisted under a versioned key. */
export function createActivityStore({
  storage,
  storageKey = ACTIVITY_STORAGE_KEY,
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
                buyAmountText: outcome.buyAmountText ?? entry.buyAmountText,
              })),
            ),
        },
      }),
      {
        name: storageKey,
        version: ACTIVITY_VERSION,
        storage: createJSONStorage(() => storage ?? localStorage),
        partialize: ({ entriesByAccount }) =>
          ({ entriesByAccount }) satisfies ActivityValues,
        migrate: migrateActivity,
        merge: (persisted, current) => ({
          ...current,
          ...parseActivity(persisted),
        }),
      },
    ),
  )
}
