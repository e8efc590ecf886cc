import { useLingui } from '@lingui/react/macro'

export type TokenTagsProps = {
  isVerified: boolean
  /** Its symbol or name held hidden characters, removed for display. */
  hasHiddenCharacters?: boolean
  /** Its decimals are outside what amounts can be computed with. */
  hasUnsafeDecimals?: boolean
  isSelected?: boolean
  isOtherSide?: boolean
  isImported?: boolean
}

/** The row's status words. Words, not colours alone, so all can read them. */
export function TokenTags({
  isVerified,
  hasHiddenCharacters = false,
  hasUnsafeDecimals = false,
  isSelected = false,
  isOtherSide = false,
  isImported = false,
}: TokenTagsProps) {
  const { t } = useLingui()
  return (
    <>
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
