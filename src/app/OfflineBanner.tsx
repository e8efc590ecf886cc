import { useLingui } from '@lingui/react/macro'
import {
  onlineManager,
  type QueryCache,
  QueryClientContext,
} from '@tanstack/react-query'
import { useCallback, useContext, useSyncExternalStore } from 'react'
import { ApiError } from '../lib/apiClient'
import { Banner } from '../ui/Banner'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()
const noSubscription = () => () => {}

/**
 * Whether a query on screen last failed because the proxy gave no answer at
 * all (not an HTTP error): the browser is online, but the swap service's
 * front door is gone.
 */
function isServiceUnreachable(cache: QueryCache | undefined) {
  if (!cache) return false
  return cache
    .getAll()
    .some(
      (query) =>
        query.getObserversCount() > 0 &&
        query.state.status === 'error' &&
        query.state.error instanceof ApiError &&
        query.state.error.kind === 'network',
    )
}

/**
 * Says so while the browser is offline, or while the swap service cannot
 * be reached at all. TanStack Query pauses every query while offline
 * (quotes keep their last figure, no refresh is sent) and resumes them when
 * the connection returns; while the service is unreachable the quote asks
 * again by itself, and the banner goes with its first answer. Without a
 * query client (the page's shell before start-up) only offline is watched.
 */
export function OfflineBanner() {
  const { t } = useLingui()
  const online = useSyncExternalStore(subscribe, isOnline, () => true)
  const cache = useContext(QueryClientContext)?.getQueryCache()
  const subscribeCache = useCallback(
    (onChange: () => void) => cache?.subscribe(onChange) ?? (() => {}),
    [cache],
  )
  const unreachable = useSyncExternalStore(
    cache ? subscribeCache : noSubscription,
    () => isServiceUnreachable(cache),
    () => false,
  )
  if (!online) {
    return (
      <Banner tone="warning" title={t`You are offline`}>
        {t`Quotes are paused and nothing can be sent. They resume by themselves when the connection is back.`}
      </Banner>
    )
  }
  if (!unreachable) return null
  return (
    <Banner tone="warning" title={t`Cannot reach the swap service`}>
      {t`Quotes are asked again by themselves and return when it answers; your choices are kept.`}
    </Banner>
  )
}
