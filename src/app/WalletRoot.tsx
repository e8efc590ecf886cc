import {
  type ReactNode,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react'
import { type Config, type CreateConnectorFn, WagmiProvider } from 'wagmi'
import type { AppChain } from '../features/chains'
import { preloadApiContract } from '../lib/apiClient'
import { createWagmiConfig } from '../lib/createWagmiConfig'
import { runWhenIdle } from '../lib/runWhenIdle'

export type WalletRootProps = {
  chains: readonly AppChain[]
  /** The embed's bridged host wallet. */
  connectors?: CreateConnectorFn[]
  storage?: Storage
  /** Shown for the one commit before the wallet configuration exists. */
  fallback: ReactNode
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
 *
 * The configuration is created after a commit, never during a render: it
 * has effects (EIP-6963 discovery, listeners on wallets, the persisted
 * session), and reconnecting is guarded by one flag shared by every config,
 * so a render React discarded would leave a configuration that took the
 * reconnect from the one on screen. The ref keeps one configuration through
 * StrictMode's replayed effects.
 */
export function WalletRoot({
  chains,
  connectors,
  storage,
  fallback,
  children,
}: WalletRootProps) {
  const [initial] = useState(() => ({ chains, connectors, storage }))
  const created = useRef<Config | null>(null)
  const [config, setConfig] = useState<Config | null>(null)
  useEffect(() => {
    created.current ??= createWagmiConfig({
      chains: toWagmiChains(initial.chains),
      connectors: initial.connectors,
      storage: initial.storage,
    })
    const next = created.current
    // Everything under the wallet mounts here, the largest render of the
    // start-up: as a transition React renders it in slices, so no single
    // task blocks the page for long.
    startTransition(() => setConfig(next))
  }, [initial])
  // The card is on screen: the rest of the API contract (quotes, swaps)
  // arrives while the page is idle, before the first quote needs it.
  useEffect(() => {
    if (config) return runWhenIdle(preloadApiContract)
  }, [config])
  if (!config) return fallback
  return <WagmiProvider config={config}>{children}</WagmiProvider>
}
