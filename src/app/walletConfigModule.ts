import { preloadBalanceReads } from '../features/tokens'
import { preloadConnectorCode } from '../features/wallet'
import {
  hasSavedWalletSession,
  WALLET_STORAGE_KEY,
} from '../lib/hasSavedWalletSession'
import { lazyModule } from '../lib/lazyModule'

/** wagmi's configuration, connectors, transports and viem's chain
 * definitions (scripts/chunks.ts). */
export const walletConfigModule = lazyModule(
  () => import('./createWalletConfig'),
)

/** The connector of the last connection, as wagmi saves it (JSON). */
const RECENT_CONNECTOR_KEY = `${WALLET_STORAGE_KEY}.recentConnectorId`

function readRecentConnectorId(storage: Storage | null): unknown {
  try {
    return JSON.parse(storage?.getItem(RECENT_CONNECTOR_KEY) ?? 'null')
  } catch {
    return null
  }
}

/**
 * A returning, connected person: the wallet's code, the balance reads' and
 * that of the lazy connector the session was made with (WalletConnect, the
 * devnet wallet) are fetched as the page starts, beside the first screen's,
 * so the account and its balances show as soon as the card does. Without a
 * saved session it waits until the card is up and the page idle
 * (WalletRoot.tsx), off the first load.
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
    preloadConnectorCode(readRecentConnectorId(storage))
  }
}
