import './quoteStatus.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import { toUserError } from '../../../lib/toUserError'
import { IsolatedText } from '../../../ui/IsolatedText'
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
  /**
   * Worded here (toUserError), in the card's parts: the first screen
   * carries no error's words. One that may pass is asked again by itself.
   */
  | { kind: 'error'; error: unknown }

export type QuoteStatusLineProps = {
  status: QuoteStatus
  /** Asks for the quote again now; offered after a failure that may pass. */
  onRetry?: () => void
  /** Service-given values a failure may name: each shown in a <bdi>. */
  isolatedValues?: readonly (string | null | undefined)[]
}

/** One line saying what the quote is doing: loading, live, waiting, failed. */
export function QuoteStatusLine({
  status,
  onRetry,
  isolatedValues = [],
}: QuoteStatusLineProps) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  switch (status.kind) {
    case 'idle':
      return null
    case 'loading':
      return (
        <p className="quote-status" role="status">
          <Trans>Getting the best price…</Trans>
        </p>
      )
    case 'refreshing':
      return (
        <p className="quote-status">
          <Trans>Refreshing the quote…</Trans>
        </p>
      )
    case 'live': {
      const refreshIn = format.duration(status.refreshInSeconds)
      return (
        <p className="quote-status quote-status-live">
          {status.periodSeconds ? (
            <ValidityRing
              remainingSeconds={status.refreshInSeconds}
              periodSeconds={status.periodSeconds}
            />
          ) : null}
          {t`Refreshes in ${refreshIn}`}
        </p>
      )
    }
    case 'paused':
      return (
        <p className="quote-status">
          <Trans>Refresh paused while the page is hidden or offline.</Trans>
        </p>
      )
    case 'expired':
      return (
        <p className="quote-status text-warning" role="status">
          <Trans>
            Quote expired. A fresh one comes as soon as you are back.
          </Trans>
        </p>
      )
    case 'spent':
      return (
        <p className="quote-status">
          <Trans>
            This quote was sent to your wallet and is not offered again.
          </Trans>
        </p>
      )
    case 'rate-limited': {
      // A wait that ends by itself: a countdown, never a button.
      const retryIn = format.duration(status.retryInSeconds)
      return (
        <p className="quote-status text-warning" role="status">
          {t`Next quote in ${retryIn}: the swap service is busy.`}
        </p>
      )
    }
    case 'error': {
      const { message, isRetryable } = toUserError(status.error, i18n)
      return (
        <div className="quote-status-error">
          <p className="quote-status text-error" role="alert">
            <IsolatedText text={message} values={isolatedValues} />
            {isRetryable ? <span> {t`Trying again by itself…`}</span> : null}
          </p>
          {isRetryable && onRetry ? (
            <button type="button" className="button-link" onClick={onRetry}>
              <Trans>Try again now</Trans>
            </button>
          ) : null}
        </div>
      )
    }
  }
}
