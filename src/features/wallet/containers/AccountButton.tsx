import { useLingui } from '@lingui/react/macro'
import { useConnection } from 'wagmi'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import { useConnectDialog } from './ConnectDialogProvider'
import type { ConnectedAccountProps } from './ConnectedAccount'

export type AccountButtonProps = ConnectedAccountProps

/** The chip and its menu: fetched as the connect dialog opens or a wallet
 * starts connecting (a saved session), so the chip is here to take focus
 * when the dialog closes on a connection. */
const connectedAccount = lazyModule(() => import('./ConnectedAccount'))

/** Connect button when disconnected, the account chip when connected. */
export function AccountButton(props: AccountButtonProps = {}) {
  const connection = useConnection()
  const dialog = useConnectDialog()
  const { t } = useLingui()
  const account = useLazyModule(
    connectedAccount,
    dialog.isOpen || connection.status !== 'disconnected',
  )
  const isConnected =
    connection.status === 'connected' && connection.address !== undefined
  if (isConnected && account) return <account.ConnectedAccount {...props} />
  // Until the chip is here a connected wallet reads as still connecting:
  // the same button, in the same place, busy.
  const isBusy =
    isConnected ||
    connection.status === 'connecting' ||
    connection.status === 'reconnecting'
  return (
    <button
      type="button"
      className="button-primary"
      disabled={isBusy}
      onClick={dialog.open}
    >
      {isBusy ? t`Connecting…` : t`Connect wallet`}
    </button>
  )
}
