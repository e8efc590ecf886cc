import '../tokens.css'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef, useState } from 'react'
import { Dialog } from '../../../ui/Dialog'
import { UnverifiedTokenConfirmation } from '../components/UnverifiedTokenConfirmation'
import { useTokenPickerModel } from '../hooks/useTokenPickerModel'
import { useRecentTokensActions } from '../recent/useRecentTokens'
import type { AppToken } from '../types'
import { TokenPickerBody } from './TokenPickerBody'
import type { TokenPickerDialogProps } from './TokenPickerProps'

export { prepareTokenCatalog } from '../hooks/useTokenCatalog'

/** The token picker dialog itself; TokenPickerDialog loads it on demand. */
export function TokenPicker(props: TokenPickerDialogProps) {
  if (!props.isOpen) return null
  return <OpenTokenPicker {...props} />
}

function OpenTokenPicker({
  onClose,
  onSelect,
  chainId,
  nativeSymbol,
  nativeName,
  nativeDecimals,
  account,
  selectedAddress,
  otherAddress,
  chainName,
  title,
}: TokenPickerDialogProps) {
  const { t } = useLingui()
  const shownChainName = chainName ?? t`chain ${chainId}`
  const inputRef = useRef<HTMLInputElement>(null)
  const [hasConfirmationClosed, setHasConfirmationClosed] = useState(false)
  const { tokenPicked } = useRecentTokensActions()
  const onCommit = useCallback(
    (token: AppToken) => {
      tokenPicked(token)
      onSelect(token)
      onClose()
    },
    [tokenPicked, onSelect, onClose],
  )
  const model = useTokenPickerModel({
    chainId,
    nativeSymbol,
    nativeName,
    nativeDecimals,
    account,
    onCommit,
  })
  return (
    <Dialog
      isOpen
      title={title ?? t`Select a token`}
      onClose={onClose}
      initialFocusRef={inputRef}
      className="token-picker"
    >
      {model.pending ? (
        <UnverifiedTokenConfirmation
          token={model.pending}
          chainName={shownChainName}
          isImported={!model.isPendingListed}
          namesake={model.namesake}
          onConfirm={model.onConfirm}
          onBack={() => {
            setHasConfirmationClosed(true)
            model.onCancel()
          }}
        />
      ) : (
        <TokenPickerBody
          model={model}
          inputRef={inputRef}
          chainName={shownChainName}
          selectedAddress={selectedAddress}
          otherAddress={otherAddress}
          shouldFocusSearch={hasConfirmationClosed}
        />
      )}
    </Dialog>
  )
}
