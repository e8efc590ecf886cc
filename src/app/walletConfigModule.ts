import { preloadBalanceReads } from '../features/tokens'
import { lazyModule } from '../lib/lazyModule'

/** wagmi's configuration, connectors and transports (scripts/chunks.ts). */
export const walletConfigModule = lazyModule(
  () => import('../lib/createWagmiConfig'),
)

/** wagmi's persisted state (createWagmiConfig's storage key + '.store'). */
const SESSION_KEY = 'swap.wagmi.store'

/** Whether wagmi saved a connected session in `storage`. */
export function hasSavedWalletSession(storage: Storage | null): boolean {
  try {
    const saved = JSON.parse(storage?.getItem(SESSION_KEY) ?? 'null') as {
      state?: { current?: unknown }
    } | null
    return typeof saved?.state?.current === 'string'
  } catch {
    return false
  }
}

/**
 * A returning, connected person: the wallet's code and the balance reads'
 * are fetched as the page starts, beside the first screen's, so the account
 * and its balances show as soon as the card does. Without a saved session it waits until the card is up and
 * the page idle (WalletRoot.tsx), off the first load.
 */
export function preloadWalletConfig({
  storage,
  isWalletLent = false,
}: {
  storage: Storage | null
  isWalletLent?: boolean
}) {
  if (isWalletLent || hasSavedWalletSession(storage)) {
    walletConfigModule.load().catch(() => {
      // WalletRoot asks again and reports a failure where it shows.
    })
    preloadBalanceReads()
  }
}
