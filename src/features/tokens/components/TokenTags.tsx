export type TokenTagsProps = {
  isVerified: boolean
  isSelected?: boolean
  isOtherSide?: boolean
  isImported?: boolean
}

/** The row's status words. Words, not colours alone, so all can read them. */
export function TokenTags({
  isVerified,
  isSelected = false,
  isOtherSide = false,
  isImported = false,
}: TokenTagsProps) {
  return (
    <>
      {!isVerified && (
        <span className="token-tag token-tag--warning">Unverified</span>
      )}
      {isImported && (
        <span className="token-tag token-tag--warning">Not listed</span>
      )}
      {isSelected && (
        <span className="token-tag token-tag--selected">Selected</span>
      )}
      {isOtherSide && <span className="token-tag">Other side</span>}
    </>
  )
}
