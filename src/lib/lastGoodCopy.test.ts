import { describe, expect, test } from 'vitest'
import { loadLastGoodCopy, saveLastGoodCopy } from './lastGoodCopy'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const parseNumbers = (value: unknown) =>
  Array.isArray(value) && value.every((n) => typeof n === 'number')
    ? (value as number[])
    : null

describe('lastGoodCopy', () => {
  test('behavior: a saved copy comes back with the time it was saved', () => {
    const storage = memoryStorage()
    saveLastGoodCopy({ storage, key: 'k.v1', value: [1, 2], savedAtMs: 5_000 })
    expect(
      loadLastGoodCopy({
        storage,
        key: 'k.v1',
        parse: parseNumbers,
        nowMs: 9_000,
      }),
    ).toEqual({ value: [1, 2], savedAtMs: 5_000 })
  })

  test('behavior: a stranger’s value, another version or a refused shape is no copy', () => {
    const storage = memoryStorage()
    const load = () =>
      loadLastGoodCopy({
        storage,
        key: 'k.v1',
        parse: parseNumbers,
        nowMs: 9_000,
      })
    for (const text of [
      'not json',
      '42',
      'null',
      JSON.stringify({ version: 2, savedAtMs: 1, value: [1] }),
      JSON.stringify({ version: 1, savedAtMs: 'x', value: [1] }),
      JSON.stringify({ version: 1, savedAtMs: 1, value: ['a'] }),
      // Saved "in the future": a clock or a value not ours.
      JSON.stringify({ version: 1, savedAtMs: 10_000_000, value: [1] }),
    ]) {
      storage.setItem('k.v1', text)
      expect(load()).toBeNull()
    }
    expect(
      loadLastGoodCopy({
        storage: null,
        key: 'k',
        parse: parseNumbers,
        nowMs: 0,
      }),
    ).toBeNull()
  })

  test('behavior: a storage that throws is no copy and no error', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(() =>
      saveLastGoodCopy({ storage: throwing, key: 'k', value: 1, savedAtMs: 0 }),
    ).not.toThrow()
    expect(
      loadLastGoodCopy({
        storage: throwing,
        key: 'k',
        parse: parseNumbers,
        nowMs: 0,
      }),
    ).toBeNull()
  })
})
