import { noopStorage } from 'wagmi'

/**
 * localStorage when the browser lets a third-party frame have it, else none
 * (sessions last as long as the frame): with third-party storage blocked,
 * merely reading `window.localStorage` throws.
 */
export function getFrameStorage(): Storage {
  try {
    window.localStorage.getItem('swap.probe')
    return window.localStorage
  } catch {
    return noopStorage as unknown as Storage
  }
}
