import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../createMemoryStorage'
import { LOCALE_STORAGE_KEY, readSavedLocale, saveLocale } from './savedLocale'

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
    const storage = createMemoryStorage()
    expect(readSavedLocale(storage)).toBeNull()
    saveLocale(storage, 'zh-CN')
    expect(JSON.parse(storage.getItem(LOCALE_STORAGE_KEY) ?? '')).toEqual({
      locale: 'zh-CN',
    })
    expect(readSavedLocale(storage)).toBe('zh-CN')
  })

  test('behavior: what does not parse is returned as stored, to resolve like any unusable tag', () => {
    expect(
      readSavedLocale(
        createMemoryStorage({ [LOCALE_STORAGE_KEY]: '{"locale":' }),
      ),
    ).toBe('{"locale":')
    expect(
      readSavedLocale(
        createMemoryStorage({ [LOCALE_STORAGE_KEY]: '{"locale":7}' }),
      ),
    ).toBe('{"locale":7}')
  })

  test('behavior: storage that throws reads as nothing saved and saves nothing, quietly', () => {
    expect(readSavedLocale(refusing)).toBeNull()
    expect(readSavedLocale(null)).toBeNull()
    expect(() => saveLocale(refusing, 'de')).not.toThrow()
  })
})
