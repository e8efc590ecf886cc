import { describe, expect, test } from 'vitest'
import { ApiError, type ApiErrorKind } from './apiClient'
import { isTransientApiError, shouldRetryRequest } from './shouldRetryRequest'

const error = (kind: ApiErrorKind, status: number | null = null) =>
  new ApiError({ kind, status, message: 'x', endpoint: 'swapQuote' })

describe('shouldRetryRequest', () => {
  test('behavior: retries network failures and 5xx once', () => {
    expect(shouldRetryRequest(0, error('network'))).toBe(true)
    expect(shouldRetryRequest(0, error('http', 503))).toBe(true)
    expect(shouldRetryRequest(1, error('network'))).toBe(false)
  })

  test('behavior: never retries 4xx, 429, bad bodies or aborts', () => {
    expect(shouldRetryRequest(0, error('http', 400))).toBe(false)
    expect(shouldRetryRequest(0, error('http', 404))).toBe(false)
    expect(shouldRetryRequest(0, error('rate-limited', 429))).toBe(false)
    expect(shouldRetryRequest(0, error('invalid-response', 200))).toBe(false)
    expect(shouldRetryRequest(0, error('aborted'))).toBe(false)
    expect(shouldRetryRequest(0, new Error('x'))).toBe(false)
  })
})

describe('isTransientApiError', () => {
  test('behavior: no answer, 5xx and unreadable bodies may pass; 4xx, 429 and aborts do not', () => {
    expect(isTransientApiError(error('network'))).toBe(true)
    expect(isTransientApiError(error('http', 502))).toBe(true)
    expect(isTransientApiError(error('invalid-response', 200))).toBe(true)
    expect(isTransientApiError(error('http', 400))).toBe(false)
    expect(isTransientApiError(error('rate-limited', 429))).toBe(false)
    expect(isTransientApiError(error('aborted'))).toBe(false)
    expect(isTransientApiError(new Error('x'))).toBe(false)
  })
})
