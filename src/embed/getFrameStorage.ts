/**
 * localStorage when the browser lets a third-party frame have it, else a
 * storage that lasts as long as the frame: with third-party storage blocked,
 * merely reading `window.localStorage` throws.
 */
export function getFrameStorage(): Storage {
  try {
    const storage = window.localStorage
    storage.getItem('swap.probe')
    return storage
  } catch {
    const items = new Map<string, string>()
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
}
