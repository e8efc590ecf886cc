import { describe, expect, test } from 'vitest'
import { LOCALE_STORAGE_KEY, readSavedLocale, saveLocale } from './savedLocale'

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial))
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const refusing = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
} as unknown as Storage

describe('saved locale', () => {
  test('behavior: a choice is kept under a versioned key and read back', () => {
    const storage = memoryStorage()
    expect(readSavedLocale(storage)).toBeNull()
    saveLocale(storage, 'zh-CN')
    expect(JSON.parse(storage.getItem(LOCALE_STORAGE_KEY) ?? '')).toEqual({
      locale: 'zh-CN',
    })
    expect(readSavedLocale(storage)).toBe('zh-CN')
  })

  test('behavior: what does not parse is returned as stored, to resolve like any unusable tag', () => {
    expect(
      readSavedLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: '{"locale":' })),
    ).toBe('{"locale":')
    expect(
      readSavedLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: '{"locale":7}' })),
    ).toBe('{"locale":7}')
  })

  test('behavior: storage that throws reads as nothing saved and saves nothing, quietly', () => {
    expect(readSavedLocale(refusing)).toBeNull()
    expect(readSavedLocale(null)).toBeNull()
    expect(() => saveLocale(refusing, 'de')).not.toThrow()
  })
})
