import { formatDuration } from '../../../lib/format'
import { Spinner } from '../../../ui/Spinner'
import type { CompareRequestState } from '../model/getCompareRequestState'

export type CompareRequestNoticeProps = {
  request: CompareRequestState
  /** Older figures are on screen meanwhile. */
  hasFigures: boolean
  onRetry: () => void
}

/** Loading, failure and waiting, in words; nothing once the figures are in. */
export function CompareRequestNotice({
  request,
  hasFigures,
  onRetry,
}: CompareRequestNoticeProps) {
  switch (request.kind) {
    case 'settled':
      return null
    case 'loading':
      return (
        <p className="compare-notice">
          <Spinner label="Loading" />
          {hasFigures
            ? 'Refreshing the single-pool figures for the new quote…'
            : 'Quoting each pool on its own…'}
        </p>
      )
    case 'rate-limited':
      return (
        <p className="compare-notice text-warning" role="status">
          Too many requests: the swap service asked us to wait. The comparison
          resumes in {formatDuration(request.retryInSeconds)}.
        </p>
      )
    case 'error':
      return (
        <div className="compare-notice" role="alert">
          <span className="text-error">
            The single-pool comparison failed. {request.message}
          </span>
          {request.canRetry ? (
            <button
              type="button"
              className="button-secondary compare-small-button"
              onClick={onRetry}
            >
              Try again
            </button>
          ) : null}
        </div>
      )
  }
}
