import type { Config } from 'wagmi'
import { type AppChain, toViemChain } from '../features/chains'
import { createWagmiConfig, type LentWallet } from '../lib/createWagmiConfig'

// Ships in this chunk and mounts with the configuration it creates
// (WalletRoot.tsx): the session's restore and the wallet's notices act on
// what only exists from then.
export { WalletDriver } from '../features/wallet'

type CreateWalletConfigParameters = {
  /** wagmi's default chain first. */
  chains: readonly [AppChain, ...AppChain[]]
  lentWallet?: LentWallet | null
  storage?: Storage
}

/**
 * wagmi's configuration for the app's chains, each built on viem's
 * definition here, in the configuration's chunk (scripts/chunks.ts): the
 * first screen reads only the few facts it needs (chainFacts.ts).
 */
export function createWalletConfig({
  chains: [first, ...rest],
  lentWallet,
  storage,
}: CreateWalletConfigParameters): Config {
  return createWagmiConfig({
    chains: [toViemChain(first), ...rest.map((chain) => toViemChain(chain))],
    lentWallet,
    storage,
  })
}
