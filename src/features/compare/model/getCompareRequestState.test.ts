import { describe, expect, test } from 'vitest'
import { ApiError } from '../../../lib/apiClient'
import { getRetryAtMs } from '../../../lib/getRetryAtMs'
import { createTestI18n } from '../../../lib/i18n/testing/createTestI18n'
import { getCompareRequestState } from './getCompareRequestState'

const idle = {
  retryAtMs: null,
  nowMs: 10_000,
  status: 'success' as const,
  isFetching: false,
  error: null,
  i18n: createTestI18n('en'),
}

const limited = (retryAfterSeconds: number | null) =>
  new ApiError({
    kind: 'rate-limited',
    status: 429,
    message: 'Too Many Requests',
    endpoint: 'dexCompare',
    retryAfterSeconds,
  })

describe('getCompareRequestState', () => {
  test('behavior: loading, settled, error in words', () => {
    expect(getCompareRequestState(idle)).toEqual({ kind: 'settled' })
    expect(
      getCompareRequestState({ ...idle, status: 'pending', isFetching: true }),
    ).toEqual({ kind: 'loading' })
    expect(
      getCompareRequestState({
        ...idle,
        status: 'error',
        error: new ApiError({
          kind: 'http',
          status: 503,
          message: 'Service Unavailable',
          endpoint: 'dexCompare',
        }),
      }),
    ).toEqual({
      kind: 'error',
      message: 'The swap service had a problem (error 503).',
      canRetry: true,
    })
  })

  test('behavior: a 429 holds back for its Retry-After, then lets go', () => {
    const retryAtMs = getRetryAtMs(limited(30), 10_000)
    expect(retryAtMs).toBe(40_000)
    expect(
      getCompareRequestState({ ...idle, status: 'error', retryAtMs }),
    ).toEqual({ kind: 'rate-limited', retryInSeconds: 30 })
    expect(
      getCompareRequestState({ ...idle, retryAtMs, nowMs: 40_000 }),
    ).toEqual({ kind: 'settled' })
    expect(getRetryAtMs(limited(null), 0)).toBe(60_000)
    expect(getRetryAtMs(new Error('x'), 0)).toBeNull()
  })
})
