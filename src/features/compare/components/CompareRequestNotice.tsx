import { useLingui } from '@lingui/react/macro'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
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
  const { t } = useLingui()
  const format = useFormatters()
  switch (request.kind) {
    case 'settled':
      return null
    case 'loading':
      return (
        <p className="compare-notice">
          <Spinner label={t`Loading`} />
          {hasFigures
            ? t`Refreshing the single-pool figures for the new quote…`
            : t`Quoting each pool on its own…`}
        </p>
      )
    case 'rate-limited': {
      const duration = format.duration(request.retryInSeconds)
      return (
        <p className="compare-notice text-warning" role="status">
          {t`Too many requests: the swap service asked us to wait. The comparison resumes in ${duration}.`}
        </p>
      )
    }
    case 'error': {
      const { message } = request
      return (
        <div className="compare-notice" role="alert">
          <span className="text-error">
            {t`The single-pool comparison failed. ${message}`}
          </span>
          {request.canRetry ? (
            <button
              type="button"
              className="button-secondary compare-small-button"
              onClick={onRetry}
            >
              {t`Try again`}
            </button>
          ) : null}
        </div>
      )
    }
  }
}
