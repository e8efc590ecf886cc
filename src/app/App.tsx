import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { SwapScreen } from '../features/swap'
import {
  AccountButton,
  ConnectDialogProvider,
  getLazyConnectors,
} from '../features/wallet'
import type { AppEnv } from '../lib/parseEnv'
import { AppFooter } from './AppFooter'
import { AppLayout } from './AppLayout'
import { AppProviders } from './AppProviders'
import { AppShell } from './AppShell'
import { ChainsGate } from './ChainsGate'
import { ErrorBoundary } from './ErrorBoundary'
import { WalletRoot } from './WalletRoot'

export type AppProps = {
  env: AppEnv
  /** The app's language, loaded before the first render (main.tsx). */
  i18n: I18n
}

export function App({ env, i18n }: AppProps) {
  return (
    <ErrorBoundary i18n={i18n}>
      <AppProviders env={env} i18n={i18n}>
        <AppFooter />
        <AppContent env={env} />
      </AppProviders>
    </ErrorBoundary>
  )
}

function AppContent({ env }: { env: AppEnv }) {
  const { t } = useLingui()
  const [lazyConnectors] = useState(() =>
    getLazyConnectors({
      walletConnectProjectId: env.walletConnectProjectId,
      walletConnectRelayUrl: env.walletConnectRelayUrl,
    }),
  )
  return (
    <ChainsGate
      rpcUrls={env.rpcUrls}
      waiting={<AppShell label={t`Loading networks…`} />}
      frame={(content) => <AppLayout account={null}>{content}</AppLayout>}
    >
      {(chains) => (
        <WalletRoot
          chains={chains}
          fallback={<AppShell label={t`Loading the wallet…`} />}
        >
          <ConnectDialogProvider lazyConnectors={lazyConnectors}>
            <AppLayout account={<AccountButton />}>
              <SwapScreen chains={chains} />
            </AppLayout>
          </ConnectDialogProvider>
        </WalletRoot>
      )}
    </ChainsGate>
  )
}
