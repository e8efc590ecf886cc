import { useCallback, useState } from 'react'

/**
 * Where the choice is kept: a display preference of this browser, like the
 * language (`swap.locale.v1`), outside the swap settings' store so that the
 * first load carries none of it (the details' chunk reads it).
 */
const RATE_DIRECTION_STORAGE_KEY = 'swap.rateInverted.v1'

function readIsInverted(): boolean {
  try {
    return localStorage.getItem(RATE_DIRECTION_STORAGE_KEY) === 'true'
  } catch {
    // Storage blocked (a sandboxed frame): the rate shows the first way.
    return false
  }
}

/**
 * Which way the quote's rate shows (false: 1 sell token = x buy tokens),
 * remembered in this browser, and the press that turns it.
 */
export function useRateDirection() {
  const [isInverted, setIsInverted] = useState(readIsInverted)
  const invert = useCallback(() => {
    setIsInverted((was) => {
      const next = !was
      try {
        localStorage.setItem(RATE_DIRECTION_STORAGE_KEY, String(next))
      } catch {
        // Not remembered where storage refuses; the page still turns it.
      }
      return next
    })
  }, [])
  return { isInverted, invert }
}
