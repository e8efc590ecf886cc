import { useConnection, useDisconnect } from 'wagmi'
import { useShortAddress } from '../../../lib/useShortAddress'
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
  const address =
    connection.status === 'connected' ? connection.address : undefined
  const shortAddress = useShortAddress(address)
  if (!address || !shortAddress) return null
  return (
    <AccountChip
      address={address}
      shortAddress={shortAddress}
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
