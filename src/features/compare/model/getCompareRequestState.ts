import type { I18n } from '@lingui/core'
import { toUserError } from '../../../lib/toUserError'

/** What the dex-compare request is doing for the quote on screen. */
export type CompareRequestState =
  | { kind: 'loading' }
  | { kind: 'settled' }
  | { kind: 'error'; message: string; canRetry: boolean }
  | { kind: 'rate-limited'; retryInSeconds: number }

type GetCompareRequestStateParameters = {
  /** Until when a 429 holds requests back; null when none does. */
  retryAtMs: number | null
  nowMs: number
  status: 'pending' | 'error' | 'success'
  isFetching: boolean
  error: unknown
  /** The language a failure is told in. */
  i18n: I18n
}

/** What the dex-compare request is doing, for the panel to say in words. */
export function getCompareRequestState({
  retryAtMs,
  nowMs,
  status,
  isFetching,
  error,
  i18n,
}: GetCompareRequestStateParameters): CompareRequestState {
  if (retryAtMs !== null && nowMs < retryAtMs) {
    return { kind: 'rate-limited', retryInSeconds: (retryAtMs - nowMs) / 1000 }
  }
  if (status === 'error' && !isFetching) {
    const { message, isRetryable } = toUserError(error, i18n)
    return { kind: 'error', message, canRetry: isRetryable }
  }
  if (isFetching || status === 'pending') return { kind: 'loading' }
  return { kind: 'settled' }
}
