import { describe, expect, test } from 'vitest'
import { createJSONStorage } from 'zustand/middleware'
import {
  COMPARE_PANEL_STORAGE_KEY,
  type ComparePanelValues,
  createComparePanelStore,
  migrateComparePanel,
} from './createComparePanelStore'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  const storage = createJSONStorage<ComparePanelValues>(() => ({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }))
  return { items, storage }
}

describe('compare panel store', () => {
  test('behavior: starts closed', () => {
    const { storage } = memoryStorage()
    expect(createComparePanelStore({ storage }).getState().isOpen).toBe(false)
  })

  test('behavior: remembers open/closed under a versioned key', () => {
    const { items, storage } = memoryStorage()
    const store = createComparePanelStore({ storage })
    store.getState().actions.panelToggled()
    expect(JSON.parse(items.get(COMPARE_PANEL_STORAGE_KEY) ?? '')).toEqual({
      state: { isOpen: true },
      version: 1,
    })
    expect(createComparePanelStore({ storage }).getState().isOpen).toBe(true)
    store.getState().actions.panelToggled()
    expect(createComparePanelStore({ storage }).getState().isOpen).toBe(false)
  })

  test('behavior: tampered or foreign storage leaves the panel closed', () => {
    for (const state of [{ isOpen: 'yes' }, null, [true], 'open']) {
      const { storage } = memoryStorage({
        [COMPARE_PANEL_STORAGE_KEY]: JSON.stringify({ state, version: 1 }),
      })
      expect(createComparePanelStore({ storage }).getState().isOpen).toBe(false)
    }
  })

  test('behavior: another version migrates through the same parser', () => {
    expect(migrateComparePanel({ isOpen: true, extra: 1 }, 0)).toEqual({
      isOpen: true,
    })
    expect(migrateComparePanel({ open: true }, 7)).toEqual({ isOpen: false })
    const { storage } = memoryStorage({
      [COMPARE_PANEL_STORAGE_KEY]: JSON.stringify({
        state: { isOpen: true },
        version: 0,
      }),
    })
    expect(createComparePanelStore({ storage }).getState().isOpen).toBe(true)
  })
})
