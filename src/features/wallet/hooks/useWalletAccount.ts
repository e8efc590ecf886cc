import type { Address } from 'viem'
import { useConnection } from 'wagmi'

export type WalletAccount = {
  address: Address | null
  /** The chain the wallet is on; null when not connected. */
  chainId: number | null
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected'
}

/** The connected account as the rest of the app needs it. */
export function useWalletAccount(): WalletAccount {
  const connection = useConnection()
  const isConnected = connection.status === 'connected'
  return {
    address: isConnected ? (connection.address ?? null) : null,
    chainId: isConnected ? (connection.chainId ?? null) : null,
    status: connection.status,
  }
}
