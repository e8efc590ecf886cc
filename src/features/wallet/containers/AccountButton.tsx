import { useLingui } from '@lingui/react/macro'
import { useConnection, useDisconnect } from 'wagmi'
import { useShortAddress } from '../../../lib/useShortAddress'
import type { AppChain } from '../../chains'
import { AccountChip } from '../components/AccountChip'
import type { AccountMenuItem } from '../components/AccountMenu'
import { toWalletIcon } from '../toWalletOptions'
import { useConnectDialog } from './ConnectDialogProvider'

export type AccountButtonProps = {
  /** The account menu's entries of the app's own (the allowances page). */
  menuItems?: readonly AccountMenuItem[]
  /** The registry's chains: the explorer of the one the wallet is on. */
  chains?: readonly Pick<AppChain, 'id' | 'explorerUrl'>[]
}

/** Connect button when disconnected, the account chip when connected. */
export function AccountButton({
  menuItems,
  chains = [],
}: AccountButtonProps = {}) {
  const connection = useConnection()
  const disconnect = useDisconnect()
  const dialog = useConnectDialog()
  const { t } = useLingui()
  const address =
    connection.status === 'connected' ? connection.address : undefined
  const shortAddress = useShortAddress(address)

  if (address && shortAddress) {
    return (
      <AccountChip
        address={address}
        shortAddress={shortAddress}
        walletName={connection.connector?.name ?? null}
        walletIcon={toWalletIcon(connection.connector?.icon)}
        explorerUrl={
          chains.find((chain) => chain.id === connection.chainId)
            ?.explorerUrl ?? null
        }
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
