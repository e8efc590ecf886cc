import type { Chain, EIP1193Provider } from 'viem'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  http,
  injected,
  noopStorage,
} from 'wagmi'
import { connect, reconnect } from 'wagmi/actions'
import {
  hasSavedWalletSession,
  WALLET_STORAGE_KEY,
} from './hasSavedWalletSession'

/** A wallet lent by the page around the app (the widget's host). */
export type LentWallet = {
  id: string
  name: string
  provider: EIP1193Provider
}

type CreateWagmiConfigParameters = {
  chains: readonly [Chain, ...Chain[]]
  /** Connected at once; its session lasts as long as the page. */
  lentWallet?: LentWallet | null
  /** Where sessions persist; localStorage unless given. */
  storage?: Storage
  storageKey?: string
}

/**
 * One wagmi config per mounted app, built once the chain registry is known
 * and started: the saved session is restored (what wagmi's provider does on
 * mount) and a lent wallet connected. Each chain reads through its own RPC,
 * batched: the chain's first URL, which joinChains set to the deployment's
 * RPC URL for its id (else viem's default for a known chain).
 *
 * Loaded in a chunk of its own (scripts/chunks.ts): until it is here the
 * hooks read a stand-in (createStandInWagmiConfig.ts).
 */
export function createWagmiConfig({
  chains,
  lentWallet = null,
  storage,
  storageKey = WALLET_STORAGE_KEY,
}: CreateWagmiConfigParameters): Config {
  const transports = Object.fromEntries(
    chains.map((chain) => [chain.id, http(undefined, { batch: true })]),
  )
  const connectors: CreateConnectorFn[] = lentWallet
    ? [injected({ shimDisconnect: false, target: lentWallet })]
    : []
  // Read before the configuration exists: creating it rewrites the
  // persisted state (a connection whose connector is not here yet, such as
  // WalletConnect's, leaves it).
  const isRestoring =
    lentWallet !== null ||
    hasSavedWalletSession(storage ?? getLocalStorage(), storageKey)
  const config = createConfig({
    chains,
    transports,
    // A plain injected connector covers wallets that do not announce
    // themselves with EIP-6963; the dialog hides it when it has no provider.
    connectors: [injected({ shimDisconnect: true }), ...connectors],
    multiInjectedProviderDiscovery: true,
    storage: createStorage({
      key: storageKey,
      storage: lentWallet
        ? (noopStorage as unknown as Storage)
        : (storage ??
          (typeof window === 'undefined' ? undefined : localStorage)),
    }),
    ssr: false,
  })
  // Nothing saved and no lent wallet: nothing to restore, and wagmi's
  // reconnect would still set the status to "connecting" while it looks,
  // turning the Connect button busy for a moment as the configuration
  // arrives: a press landing in that moment did nothing.
  if (!isRestoring) return config
  void reconnect(config)
    .then(() => {
      const lent = config.connectors.find(({ id }) => id === lentWallet?.id)
      if (!lent || config.state.status === 'connected') return
      return connect(config, { connector: lent })
    })
    .catch(() => {
      // A session that cannot be restored leaves the wallet disconnected.
    })
  return config
}

function getLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
