import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Deployment } from '../../schema/deployment'
import type { AppChain } from '../features/chains'
import type { ReadRecipient } from '../features/settings'
import {
  AllowancesDialog,
  readSwapLink,
  SwapLink,
  SwapScreen,
} from '../features/swap'
import {
  AccountButton,
  ConnectDialogProvider,
  getLazyConnectors,
} from '../features/wallet'
import type { AddressChecksum } from '../lib/addressChecksumModule'
import { AppFooter } from './AppFooter'
import { AppLayout } from './AppLayout'
import { AppProviders } from './AppProviders'
import { AppShell } from './AppShell'
import { ChainsGate } from './ChainsGate'
import { ErrorBoundary } from './ErrorBoundary'
import { WalletRoot } from './WalletRoot'

export type AppProps = {
  /** Read from the proxy at start-up (src/lib/loadDeployment.ts). */
  deployment: Deployment
  /** The app's language, loaded before the first render (main.tsx). */
  i18n: I18n
  /**
   * The checksum code, loaded before the first render when the page's link
   * names a token (main.tsx): the form keeps it in checksum case.
   */
  addressChecksum?: AddressChecksum | null
  /** The recipient's full check, loaded before the first render when
   * storage holds one (main.tsx): nothing stored is trusted. */
  readStoredRecipient?: ReadRecipient | undefined
}

/** index.html's title and description, in the page's language. */
const pageWords = {
  title: msg({ message: 'Swap', comment: "The swap card's title" }),
  description: msg`Swap tokens at the best aggregated price`,
}

export function App({
  deployment,
  i18n,
  addressChecksum,
  readStoredRecipient,
}: AppProps) {
  // The form starts from the page's link, in the visitor's locale.
  const [readPageLink] = useState(
    () => (locale: string) =>
      readSwapLink(
        window.location.search,
        locale,
        addressChecksum?.toChecksumAddress,
      ),
  )
  const [settingsStorage] = useState(() => ({ readStoredRecipient }))
  return (
    <ErrorBoundary i18n={i18n}>
      <AppProviders
        i18n={i18n}
        readLink={readPageLink}
        settingsStorage={settingsStorage}
        pageWords={pageWords}
      >
        <AppFooter />
        <AppContent deployment={deployment} />
      </AppProviders>
    </ErrorBoundary>
  )
}

/**
 * The account button and its menu's allowances page, with their own state:
 * opening the page re-renders this part of the header only.
 */
function AccountArea({ chains }: { chains: readonly AppChain[] }) {
  const { t } = useLingui()
  const [isAllowancesOpen, setIsAllowancesOpen] = useState(false)
  return (
    <>
      <AccountButton
        chains={chains}
        menuItems={[
          { label: t`Allowances`, onSelect: () => setIsAllowancesOpen(true) },
        ]}
      />
      {isAllowancesOpen ? (
        <AllowancesDialog
          chains={chains}
          onClose={() => setIsAllowancesOpen(false)}
        />
      ) : null}
    </>
  )
}

function AppContent({ deployment }: { deployment: Deployment }) {
  const { t } = useLingui()
  const [lazyConnectors] = useState(() =>
    getLazyConnectors({ walletConnect: deployment.walletConnect }),
  )

  return (
    <ChainsGate
      rpcUrls={deployment.rpcUrls}
      waiting={<AppShell label={t`Loading networks…`} />}
      frame={(content) => <AppLayout account={null}>{content}</AppLayout>}
    >
      {(chains) => (
        <WalletRoot chains={chains}>
          <ConnectDialogProvider lazyConnectors={lazyConnectors}>
            <AppLayout account={<AccountArea chains={chains} />}>
              <SwapScreen chains={chains} link={<SwapLink chains={chains} />} />
            </AppLayout>
          </ConnectDialogProvider>
        </WalletRoot>
      )}
    </ChainsGate>
  )
}
