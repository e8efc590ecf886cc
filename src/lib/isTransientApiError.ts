import { ApiError } from './apiClient'

/**
 * Whether an API failure may clear by itself: no answer, a 5xx (the proxy's
 * 502 for an unreadable or off-contract upstream answer and its 504 for a
 * timeout included), or a body the app could not read. A 4xx says the same
 * thing again until the person changes something; a 429 has its own wait.
 */
export function isTransientApiError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.kind === 'network' || error.kind === 'invalid-response') {
    return true
  }
  return error.kind === 'http' && error.status !== null && error.status >= 500
}
