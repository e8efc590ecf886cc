import { useState } from 'react'
import { SwapScreen } from '../features/swap'
import {
  AccountButton,
  ConnectDialogProvider,
  getLazyConnectors,
} from '../features/wallet'
import type { AppEnv } from '../lib/parseEnv'
import { AppLayout } from './AppLayout'
import { AppProviders } from './AppProviders'
import { AppShell } from './AppShell'
import { ChainsGate } from './ChainsGate'
import { ErrorBoundary } from './ErrorBoundary'
import { WalletRoot } from './WalletRoot'

export type AppProps = { env: AppEnv }

export function App({ env }: AppProps) {
  const [lazyConnectors] = useState(() =>
    getLazyConnectors({
      walletConnectProjectId: env.walletConnectProjectId,
      walletConnectRelayUrl: env.walletConnectRelayUrl,
    }),
  )
  return (
    <ErrorBoundary>
      <AppProviders env={env}>
        <ChainsGate
          rpcUrls={env.rpcUrls}
          waiting={<AppShell label="Loading networks…" />}
          frame={(content) => <AppLayout account={null}>{content}</AppLayout>}
        >
          {(chains) => (
            <WalletRoot
              chains={chains}
              fallback={<AppShell label="Loading the wallet…" />}
            >
              <ConnectDialogProvider lazyConnectors={lazyConnectors}>
                <AppLayout account={<AccountButton />}>
                  <SwapScreen chains={chains} />
                </AppLayout>
              </ConnectDialogProvider>
            </WalletRoot>
          )}
        </ChainsGate>
      </AppProviders>
    </ErrorBoundary>
  )
}
