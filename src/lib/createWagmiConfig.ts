import type { Chain } from 'viem'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  http,
  injected,
} from 'wagmi'

type CreateWagmiConfigParameters = {
  chains: readonly [Chain, ...Chain[]]
  /** Extra connectors known at start-up (EIP-6963 wallets are discovered). */
  connectors?: CreateConnectorFn[]
  /** Where sessions persist; localStorage unless given. */
  storage?: Storage
  storageKey?: string
}

/**
 * One wagmi config per mounted app, built once the chain registry is known.
 * Each chain reads through its own RPC, batched: the chain's first URL,
 * which joinChains set to the deployment's RPC URL for its id (else viem's
 * default for a known chain).
 */
export function createWagmiConfig({
  chains,
  connectors = [],
  storage,
  storageKey = 'swap.wagmi',
}: CreateWagmiConfigParameters): Config {
  const transports = Object.fromEntries(
    chains.map((chain) => [chain.id, http(undefined, { batch: true })]),
  )
  return createConfig({
    chains,
    transports,
    // A plain injected connector covers wallets that do not announce
    // themselves with EIP-6963; the dialog hides it when it has no provider.
    connectors: [injected({ shimDisconnect: true }), ...connectors],
    multiInjectedProviderDiscovery: true,
    storage: createStorage({
      key: storageKey,
      storage:
        storage ?? (typeof window === 'undefined' ? undefined : localStorage),
    }),
    ssr: false,
  })
}
