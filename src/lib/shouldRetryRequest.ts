import { ApiError } from './apiClient'

/**
 * Retry policy for API queries: once, and only when the failure may be
 * passing (no answer, or a 5xx). A 4xx will say the same thing again, and a
 * 429 must wait for its Retry-After instead.
 */
export function shouldRetryRequest(failureCount: number, error: unknown) {
  if (failureCount >= 1) return false
  if (!(error instanceof ApiError)) return false
  if (error.kind === 'network') return true
  return error.kind === 'http' && error.status !== null && error.status >= 500
}
