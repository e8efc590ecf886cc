import { ApiError } from './apiClient'

/** No answer, or a 5xx: a failure that may pass if asked again. */
function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.kind === 'network') return true
  return error.kind === 'http' && error.status !== null && error.status >= 500
}

/**
 * Retry policy for API queries: once, and only when the failure may be
 * passing (no answer, or a 5xx). A 4xx will say the same thing again, and a
 * 429 must wait for its Retry-After instead.
 */
export function shouldRetryRequest(failureCount: number, error: unknown) {
  return failureCount < 1 && isPassingFailure(error)
}

/**
 * Whether a failed quote is worth asking again later, unprompted: what may
 * pass (the proxy's 502 for an unreadable or off-contract upstream answer and
 * its 504 for a timeout included), and a body the app could not read. A 4xx
 * says the same thing again until the person changes something; a 429 has
 * its own wait.
 */
export function isTransientApiError(error: unknown): boolean {
  if (isPassingFailure(error)) return true
  return error instanceof ApiError && error.kind === 'invalid-response'
}
