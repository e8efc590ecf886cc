/**
 * A Storage kept in memory: where the browser blocks localStorage (a
 * third-party frame: src/embed/getFrameStorage.ts), and in tests, which
 * start from `initial`.
 */
export function createMemoryStorage(
  initial: Readonly<Record<string, string>> = {},
): Storage {
  const items = new Map(Object.entries(initial))
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key)
    },
    setItem: (key, value) => {
      items.set(key, String(value))
    },
  }
}
