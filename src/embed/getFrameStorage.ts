import { createMemoryStorage } from '../lib/createMemoryStorage'

/**
 * The frame's storage. A third-party frame may find its storage
 * partitioned (it works, per top-level site) or blocked: then merely reading
 * `window.localStorage` throws, and IndexedDB (where WalletConnect keeps its
 * session) does not open. Blocked, the frame runs on memory: localStorage is
 * replaced by an in-memory Storage for this window (so no library reading it
 * at load time, WalletConnect's among them, breaks), and the wallet session
 * lasts as long as the frame, which the connect dialog says.
 */
export type FrameStorage = {
  /** localStorage, or memory when the browser blocks it. */
  storage: Storage
  /** False when the wallet session cannot outlive a reload. */
  isWalletSessionKept: boolean
}

const PROBE_DATABASE = 'swap.storage-probe'
const PROBE_TIMEOUT_MS = 2000

function canOpenIndexedDb(view: Window): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS)
    const settle = (isOpen: boolean) => {
      clearTimeout(timer)
      resolve(isOpen)
    }
    try {
      const request = view.indexedDB.open(PROBE_DATABASE)
      request.onsuccess = () => {
        request.result.close()
        view.indexedDB.deleteDatabase(PROBE_DATABASE)
        settle(true)
      }
      request.onerror = () => settle(false)
    } catch {
      settle(false)
    }
  })
}

export async function getFrameStorage(view: Window): Promise<FrameStorage> {
  try {
    view.localStorage.getItem('swap.probe')
  } catch {
    const storage = createMemoryStorage()
    Object.defineProperty(view, 'localStorage', {
      value: storage,
      configurable: true,
    })
    return { storage, isWalletSessionKept: false }
  }
  return {
    storage: view.localStorage,
    isWalletSessionKept: await canOpenIndexedDb(view),
  }
}
