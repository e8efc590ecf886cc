import { ApiError } from './apiClient'

/** When a 429 carries no Retry-After. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60

/** When a rate-limited request may be sent again; null for other errors. */
export function getRetryAtMs(
  error: unknown,
  errorUpdatedAtMs: number,
): number | null {
  if (!(error instanceof ApiError) || error.kind !== 'rate-limited') {
    return null
  }
  const waitSeconds = error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS
  return errorUpdatedAtMs + waitSeconds * 1000
}
