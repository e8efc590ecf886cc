import type { Config } from 'wagmi'
import { type AppChain, toViemChain } from '../features/chains'
import { createWagmiConfig, type LentWallet } from '../lib/createWagmiConfig'

// Ships in this chunk and mounts with the configuration it creates
// (WalletRoot.tsx): the wallet's notices watch what only exists from then.
export { WalletNoticeDriver } from '../features/wallet'

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
