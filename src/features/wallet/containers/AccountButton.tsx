import { useLingui } from '@lingui/react/macro'
import { useConnection, useDisconnect } from 'wagmi'
import { AccountChip } from '../components/AccountChip'
import { toWalletIcon } from '../toWalletOptions'
import { useConnectDialog } from './ConnectDialogProvider'

/** Connect button when disconnected, the account chip when connected. */
export function AccountButton() {
  const connection = useConnection()
  const disconnect = useDisconnect()
  const dialog = useConnectDialog()
  const { t } = useLingui()

  if (connection.status === 'connected' && connection.address) {
    return (
      <AccountChip
        address={connection.address}
        walletName={connection.connector?.name ?? null}
        walletIcon={toWalletIcon(connection.connector?.icon)}
        onDisconnect={() =>
          disconnect.mutate({ connector: connection.connector })
        }
      />
    )
  }
  const isBusy =
    connection.status === 'connecting' || connection.status === 'reconnecting'
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
