import { useEffect, useState } from 'react'

/** Current time in ms, ticking every `intervalMs` while `isActive`. */
export function useNow(intervalMs = 1000, isActive = true): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!isActive) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs, isActive])
  return now
}
