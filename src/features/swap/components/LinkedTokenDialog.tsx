import { useLingui } from '@lingui/react/macro'
import { useLazyModule } from '../../../lib/lazyModule'
import { Dialog } from '../../../ui/Dialog'
import { type AppToken, unverifiedTokenConfirmation } from '../../tokens'

export type LinkedTokenDialogProps = {
  token: AppToken
  chainName: string
  isImported: boolean
  onConfirm: () => void
  onBack: () => void
}

/**
 * The picker's confirmation for a token that arrived by link, in a dialog
 * of its own. Fetched only when such a token needs confirming.
 */
export function LinkedTokenDialog({
  token,
  chainName,
  isImported,
  onConfirm,
  onBack,
}: LinkedTokenDialogProps) {
  const { t } = useLingui()
  const confirmation = useLazyModule(unverifiedTokenConfirmation)
  return (
    <Dialog isOpen title={t`Token from a link`} onClose={onBack}>
      {confirmation ? (
        <confirmation.UnverifiedTokenConfirmation
          token={token}
          chainName={chainName}
          isImported={isImported}
          namesake={undefined}
          onConfirm={onConfirm}
          onBack={onBack}
        />
      ) : null}
    </Dialog>
  )
}
