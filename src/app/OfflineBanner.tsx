import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { Banner } from '../ui/Banner'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()

/**
 * Says so while the browser is offline. TanStack Query pauses every query
 * meanwhile (quotes keep their last figure, no refresh is sent) and
 * resumes them when the connection returns; this is the same signal.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true)
  if (online) return null
  return (
    <Banner tone="warning" title="You are offline">
      Quotes are paused and nothing can be sent. They resume by themselves when
      the connection is back.
    </Banner>
  )
}
