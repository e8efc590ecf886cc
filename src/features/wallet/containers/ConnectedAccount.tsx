import { useConnection, useDisconnect } from 'wagmi'
import { AccountChip } from '../components/AccountChip'
import { toWalletIcon } from '../toWalletOptions'
import type { AccountButtonProps } from './AccountButton'

/**
 * The account chip, its menu and the disconnect: a chunk of their own,
 * fetched once a wallet is connecting or connected (AccountButton).
 */
export function ConnectedAccount({
  menuItems,
  chains = [],
}: AccountButtonProps) {
  const connection = useConnection()
  const disconnect = useDisconnect()
  if (connection.status !== 'connected' || !connection.address) return null
  return (
    <AccountChip
      address={connection.address}
      walletName={connection.connector?.name ?? null}
      walletIcon={toWalletIcon(connection.connector?.icon)}
      explorerUrl={
        chains.find((chain) => chain.id === connection.chainId)?.explorerUrl ??
        null
      }
      menuItems={menuItems}
      onDisconnect={() =>
        disconnect.mutate({ connector: connection.connector })
      }
    />
  )
}
