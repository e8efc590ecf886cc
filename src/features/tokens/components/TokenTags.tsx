import { useLingui } from '@lingui/react/macro'
import { useFormatters } from '../../../lib/i18n/LocaleProvider'
import type { TokenRiskMark } from '../risk/tokenRiskMarks'

export type TokenTagsProps = {
  isVerified: boolean
  /** Its symbol or name held hidden characters, removed for display. */
  hasHiddenCharacters?: boolean
  /** Its decimals are outside what amounts can be computed with. */
  hasUnsafeDecimals?: boolean
  isSelected?: boolean
  isOtherSide?: boolean
  isImported?: boolean
  /** The swap's simulation found it taxes transfers or cannot be sold. */
  riskMark?: TokenRiskMark | null
}

/** The row's status words. Words, not colours alone, so all can read them. */
export function TokenTags({
  isVerified,
  hasHiddenCharacters = false,
  hasUnsafeDecimals = false,
  isSelected = false,
  isOtherSide = false,
  isImported = false,
  riskMark = null,
}: TokenTagsProps) {
  const { t } = useLingui()
  const format = useFormatters()
  const tax =
    riskMark?.kind === 'taxed' ? format.percent(riskMark.taxBps / 100, 1) : ''
  return (
    <>
      {riskMark?.kind === 'unsellable' && (
        <span className="token-tag token-tag--warning">{t`Cannot be sold`}</span>
      )}
      {riskMark?.kind === 'taxed' && (
        <span className="token-tag token-tag--warning">{t`Tax ${tax}`}</span>
      )}
      {hasUnsafeDecimals && (
        <span className="token-tag token-tag--warning">{t`Unusable`}</span>
      )}
      {!isVerified && (
        <span className="token-tag token-tag--warning">{t`Unverified`}</span>
      )}
      {hasHiddenCharacters && (
        <span className="token-tag token-tag--warning">{t`Hidden characters`}</span>
      )}
      {isImported && (
        <span className="token-tag token-tag--warning">{t`Not listed`}</span>
      )}
      {isSelected && (
        <span className="token-tag token-tag--selected">{t`Selected`}</span>
      )}
      {isOtherSide && <span className="token-tag">{t`Other side`}</span>}
    </>
  )
}
