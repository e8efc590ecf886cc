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
  /** Due for a refresh while the page was idle: asked when the person is back. */
  | { kind: 'expired' }
  /** Its transaction went to the wallet: never offered again. */
  | { kind: 'spent' }
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
    case 'expired':
      return (
        <p className="quote-status text-warning" role="status">
          Quote expired. A fresh one comes as soon as you are back.
        </p>
      )
    case 'spent':
      return (
        <p className="quote-status">
          This quote was sent to your wallet and is not offered again.
        </p>
      )
    case 'rate-limited':
      // A wait that ends by itself: a countdown, never a button.
      return (
        <p className="quote-status text-warning" role="status">
          Next quote in {formatDuration(status.retryInSeconds)}: the swap
          service is busy.
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
