import {
  createJSONStorage,
  type PersistStorage,
  persist,
} from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'

export const COMPARE_PANEL_STORAGE_KEY = 'swap.compare.v1'
export const COMPARE_PANEL_VERSION = 1

export type ComparePanelValues = {
  /** The panel is open: only then does it ask the service anything. */
  isOpen: boolean
}

export type ComparePanelState = ComparePanelValues & {
  actions: {
    panelToggled: () => void
  }
}

export const defaultComparePanel: ComparePanelValues = { isOpen: false }

/**
 * Reads whatever storage holds; anything but a stored `true` leaves the
 * panel closed, so tampered storage can only cost nothing.
 */
export function parseComparePanel(persisted: unknown): ComparePanelValues {
  const isOpen =
    typeof persisted === 'object' &&
    persisted !== null &&
    (persisted as Record<string, unknown>).isOpen === true
  return { isOpen }
}

/**
 * Version 1 is the first shape; a state stored under any other version is
 * read through the same parser.
 */
export function migrateComparePanel(
  persisted: unknown,
  _version: number,
): ComparePanelValues {
  return parseComparePanel(persisted)
}

export type CreateComparePanelStoreParameters = {
  storage?: PersistStorage<ComparePanelValues> | undefined
}

export type ComparePanelStore = StoreApi<ComparePanelState>

/** Whether the comparison panel is open, remembered across visits. */
export function createComparePanelStore({
  storage = createJSONStorage<ComparePanelValues>(() => localStorage),
}: CreateComparePanelStoreParameters = {}): ComparePanelStore {
  return createStore<ComparePanelState>()(
    persist(
      (set) => ({
        ...defaultComparePanel,
        actions: {
          panelToggled: () => set(({ isOpen }) => ({ isOpen: !isOpen })),
        },
      }),
      {
        name: COMPARE_PANEL_STORAGE_KEY,
        version: COMPARE_PANEL_VERSION,
        storage,
        partialize: ({ isOpen }) => ({ isOpen }),
        migrate: migrateComparePanel,
        merge: (persisted, current) => ({
          ...current,
          ...parseComparePanel(persisted),
        }),
      },
    ),
  )
}
