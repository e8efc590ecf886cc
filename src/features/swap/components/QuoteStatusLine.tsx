import './quoteStatus.css'
import { formatDuration } from '../../../lib/format'
import { ValidityRing } from './ValidityRing'

export type QuoteStatus =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'refreshing' }
  | {
      kind: 'live'
      refreshInSeconds: number
      /** The quote's whole validity, for the ring; no ring when absent. */
      periodSeconds?: number
    }
  | { kind: 'paused' }
  | { kind: 'rate-limited'; retryInSeconds: number }
  | {
      kind: 'error'
      message: string
      /** The failure may pass: the quote is asked again by itself. */
      isRetryable?: boolean
    }

export type QuoteStatusLineProps = {
  status: QuoteStatus
  /** Asks for the quote again now; offered after a failure that may pass. */
  onRetry?: () => void
}

/** One line saying what the quote is doing: loading, live, waiting, failed. */
export function QuoteStatusLine({ status, onRetry }: QuoteStatusLineProps) {
  switch (status.kind) {
    case 'idle':
      return null
    case 'loading':
      return (
        <p className="quote-status" role="status">
          Getting the best price…
        </p>
      )
    case 'refreshing':
      return <p className="quote-status">Refreshing the quote…</p>
    case 'live':
      return (
        <p className="quote-status quote-status-live">
          {status.periodSeconds ? (
            <ValidityRing
              remainingSeconds={status.refreshInSeconds}
              periodSeconds={status.periodSeconds}
            />
          ) : null}
          Refreshes in {formatDuration(status.refreshInSeconds)}
        </p>
      )
    case 'paused':
      return (
        <p className="quote-status">
          Refresh paused while the page is hidden or offline.
        </p>
      )
    case 'rate-limited':
      return (
        <p className="quote-status text-warning" role="status">
          The swap service asked us to wait. Trying again in{' '}
          {formatDuration(status.retryInSeconds)}.
        </p>
      )
    case 'error':
      return (
        <div className="quote-status-error">
          <p className="quote-status text-error" role="alert">
            {status.message}
            {status.isRetryable ? ' Trying again by itself…' : null}
          </p>
          {status.isRetryable && onRetry ? (
            <button type="button" className="button-link" onClick={onRetry}>
              Try again now
            </button>
          ) : null}
        </div>
      )
  }
}
