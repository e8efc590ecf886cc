import type { Address, Hex } from 'viem'

export type ChainStatus = 'ACTIVE' | 'DEGRADED' | 'DISABLED'

/** A chain from the service's registry joined to what viem defines of it
 * (joinChains.ts); wagmi's chain is built from it (toViemChain.ts). */
export type AppChain = {
  id: number
  /** The registry's name: the service decides what the chain is called. */
  name: string
  nativeSymbol: string
  nativeName: string
  nativeDecimals: number
  routerAddress: Address
  contractVersion: string
  /** keccak256 of the router's runtime code; null when not given. */
  routerCodeHash: Hex | null
  status: ChainStatus
  explorerUrl: string | null
  /** Multicall3 is known for this chain, so reads can be batched on-chain. */
  hasMulticall: boolean
  /** An RPC URL is known (from env or viem), so the app can read the chain. */
  hasRpc: boolean
  /** The deployment's RPC URL for the chain, or null (viem's default). */
  rpcUrl: string | null
}
