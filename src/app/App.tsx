import { useState } from 'react'
import type { Deployment } from '../../schema/deployment'
import { SwapScreen } from '../features/swap'
import {
  AccountButton,
  ConnectDialogProvider,
  getLazyConnectors,
} from '../features/wallet'
import { AppLayout } from './AppLayout'
import { AppProviders } from './AppProviders'
import { AppShell } from './AppShell'
import { ChainsGate } from './ChainsGate'
import { ErrorBoundary } from './ErrorBoundary'
import { WalletRoot } from './WalletRoot'

export type AppProps = {
  /** Read from the proxy at start-up (src/lib/loadDeployment.ts). */
  deployment: Deployment
}

export function App({ deployment }: AppProps) {
  const [lazyConnectors] = useState(() =>
    getLazyConnectors({ walletConnect: deployment.walletConnect }),
  )
  return (
    <ErrorBoundary>
      <AppProviders>
        <ChainsGate
          rpcUrls={deployment.rpcUrls}
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
