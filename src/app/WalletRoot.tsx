import { useLingui } from '@lingui/react'
import {
  type ReactNode,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { Chain } from 'viem'
import { type Config, WagmiContext } from 'wagmi'
import type { AppChain } from '../features/chains'
import { type WalletDriver, WalletDriverContext } from '../features/wallet'
import { preloadApiContract } from '../lib/apiClient'
import { createStandInWagmiConfig } from '../lib/createStandInWagmiConfig'
import type { LentWallet } from '../lib/createWagmiConfig'
import { hasSavedWalletSession } from '../lib/hasSavedWalletSession'
import { loadRestOfMessages } from '../lib/i18n/loadI18n'
import { getLocalStorage } from '../lib/i18n/savedLocale'
import { runWhenIdle } from '../lib/runWhenIdle'
import { walletConfigModule } from './walletConfigModule'

export type WalletRootProps = {
  chains: readonly AppChain[]
  /** The embed's bridged host wallet. */
  lentWallet?: LentWallet | null
  storage?: Storage
  children: ReactNode
}

/** The app's chains, wagmi's default first: prefer one the app can read. */
function toOrderedChains(chains: readonly AppChain[]) {
  const [first, ...rest] = [...chains].sort(
    (a, b) => Number(b.hasRpc) - Number(a.hasRpc),
  )
  if (!first) throw new Error('WalletRoot needs at least one chain')
  return [first, ...rest] as const
}

/** A chain as the stand-in shows it to wagmi's hooks: it has no clients, so
 * none of viem's definition (toViemChain.ts, with the real configuration). */
function toStandInChain(chain: AppChain): Chain {
  return {
    id: chain.id,
    name: chain.name,
    nativeCurrency: {
      name: chain.nativeName,
      symbol: chain.nativeSymbol,
      decimals: chain.nativeDecimals,
    },
    rpcUrls: { default: { http: chain.rpcUrl ? [chain.rpcUrl] : [] } },
  }
}

/**
 * wagmi for this mounted app, created once from the first chain list. Later
 * registry refreshes update statuses, not the wallet configuration.
 *
 * The card shows at once over a stand-in configuration (no wallet, no
 * reads: createStandInWagmiConfig.ts); the real one arrives in a chunk of
 * its own, fetched as the page starts when a wallet session was saved
 * (walletConfigModule.ts) and otherwise after the first screen's commit,
 * and replaces it in the same provider, so nothing below remounts.
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
  lentWallet,
  storage,
  children,
}: WalletRootProps) {
  const [initial] = useState(() => ({
    chains: toOrderedChains(chains),
    lentWallet,
    storage,
  }))
  const [standIn] = useState(() => {
    const [first, ...rest] = initial.chains
    return createStandInWagmiConfig([
      toStandInChain(first),
      ...rest.map(toStandInChain),
    ])
  })
  const created = useRef<Config | null>(null)
  // The real configuration arrives with its driver (the session's restore,
  // the wallet's notices), from the same chunk, and both are set in one
  // render: the driver watches from the configuration's first render on
  // (src/features/wallet/containers/WalletDriver.tsx).
  const [wallet, setWallet] = useState<{
    config: Config
    Driver: typeof WalletDriver | null
  }>(() => ({ config: standIn, Driver: null }))
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  useEffect(() => {
    let isCurrent = true
    const start = () =>
      walletConfigModule.load().then(
        ({ createWalletConfig, WalletDriver }) => {
          created.current ??= createWalletConfig(initial)
          const config = created.current
          // Everything that reads the wallet renders again: as a transition
          // React renders it in slices, so no single task blocks the page.
          if (isCurrent) {
            startTransition(() => setWallet({ config, Driver: WalletDriver }))
          }
        },
        (error: unknown) => isCurrent && setFailure({ error }),
      )
    // A wallet to show (a saved session, a lent wallet) is wanted at once;
    // otherwise the configuration waits until the card is up and the page
    // idle: off the first load, which it does not serve.
    const isWalletExpected =
      initial.lentWallet != null ||
      hasSavedWalletSession(initial.storage ?? getLocalStorage())
    const cancel = isWalletExpected ? undefined : runWhenIdle(start)
    if (isWalletExpected) void start()
    return () => {
      isCurrent = false
      cancel?.()
    }
  }, [initial])
  // The card is on screen: the rest of the API contract (quotes, swaps)
  // and of the language's messages (loadMessages.ts) arrive while the page
  // is idle, before the first quote or a later part needs them.
  useEffect(() => runWhenIdle(preloadApiContract), [])
  const { i18n } = useLingui()
  useEffect(
    () =>
      runWhenIdle(() => {
        loadRestOfMessages(i18n).catch(() => {
          // Offline: the messages beyond the first screen stay in English.
        })
      }),
    [i18n],
  )
  // A chunk that cannot load goes to the nearest error boundary.
  if (failure) throw failure.error
  return (
    <WagmiContext.Provider value={wallet.config}>
      <WalletDriverContext.Provider value={wallet.Driver}>
        {children}
      </WalletDriverContext.Provider>
    </WagmiContext.Provider>
  )
}
