import { useEffect, useState } from 'react'

/**
 * The value once it has stopped changing for `delayMs`. Compared with
 * Object.is, so pass a primitive (serialise objects into a key first);
 * re-renders with an equal value do not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (Object.is(value, settled)) return
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, settled, delayMs])
  return settled
}
