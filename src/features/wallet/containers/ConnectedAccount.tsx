import { useConnection, useDisconnect } from 'wagmi'
import type { AppChain } from '../../chains'
import { AccountChip } from '../components/AccountChip'
import type { AccountMenuItem } from '../components/AccountMenu'
import { toWalletIcon } from '../toWalletOptions'

export type ConnectedAccountProps = {
  /** The account menu's entries of the app's own (the allowances page). */
  menuItems?: readonly AccountMenuItem[] | undefined
  /** The registry's chains: the explorer of the one the wallet is on. */
  chains?: readonly Pick<AppChain, 'id' | 'explorerUrl'>[]
}

/**
 * The account chip, its menu and the disconnect: a chunk of their own,
 * fetched once a wallet is connecting or connected (AccountButton).
 */
export function ConnectedAccount({
  menuItems,
  chains = [],
}: ConnectedAccountProps) {
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
