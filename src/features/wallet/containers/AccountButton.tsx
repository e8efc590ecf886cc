import { useLingui } from '@lingui/react/macro'
import { useConnection, useDisconnect } from 'wagmi'
import { AccountChip, type AccountMenuItem } from '../components/AccountChip'
import { toWalletIcon } from '../toWalletOptions'
import { useConnectDialog } from './ConnectDialogProvider'

export type AccountButtonProps = {
  /** The account menu's entries (the allowances page); none: no menu. */
  menuItems?: readonly AccountMenuItem[]
}

/** Connect button when disconnected, the account chip when connected. */
export function AccountButton({ menuItems }: AccountButtonProps = {}) {
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
        menuItems={menuItems}
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
