import { type ReactNode, useState } from 'react'
import { type CreateConnectorFn, WagmiProvider } from 'wagmi'
import type { AppChain } from '../features/chains'
import { createWagmiConfig } from '../lib/createWagmiConfig'

export type WalletRootProps = {
  chains: readonly AppChain[]
  /** The embed's bridged host wallet. */
  connectors?: CreateConnectorFn[]
  storage?: Storage
  children: ReactNode
}

function toWagmiChains(chains: readonly AppChain[]) {
  // wagmi's default chain is the first: prefer one the app can read.
  const ordered = [...chains].sort(
    (a, b) => Number(b.hasRpc) - Number(a.hasRpc),
  )
  const [first, ...rest] = ordered.map((chain) => chain.viemChain)
  if (!first) throw new Error('WalletRoot needs at least one chain')
  return [first, ...rest] as const
}

/**
 * wagmi for this mounted app, created once from the first chain list. Later
 * registry refreshes update statuses, not the wallet configuration.
 */
export function WalletRoot({
  chains,
  connectors,
  storage,
  children,
}: WalletRootProps) {
  const [config] = useState(() =>
    createWagmiConfig({ chains: toWagmiChains(chains), connectors, storage }),
  )
  return <WagmiProvider config={config}>{children}</WagmiProvider>
}
