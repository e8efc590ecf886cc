import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import type { Deployment } from '../../schema/deployment'
import {
  checkedRecipientModule,
  hasStoredRecipient,
  SETTINGS_STORAGE_KEY,
} from '../features/settings'
import { hasLinkAddresses, parseSwapSearch } from '../features/swap'
import { readBalancesAheadFor } from '../features/tokens'
import { addressChecksumModule } from '../lib/addressChecksumModule'
import { loadApiContract } from '../lib/apiClient'
import {
  dropDeploymentCopy,
  isSameDeployment,
  loadDeploymentCopy,
  saveDeploymentCopy,
} from '../lib/deploymentCopy'
import { readSavedWalletAccount } from '../lib/hasSavedWalletSession'
import { LocaleProvider } from '../lib/i18n/LocaleProvider'
import { loadPageI18n } from '../lib/i18n/loadPageI18n'
import { getLocalStorage } from '../lib/i18n/savedLocale'
import { lazyModule } from '../lib/lazyModule'
import { DeploymentLoadError, loadDeployment } from '../lib/loadDeployment'
import { App } from './App'
import { applyThemeChoice, readThemeChoice } from './theme'
import { preloadWalletConfig } from './walletConfigModule'
import './styles.css'

const element = document.getElementById('root')
if (!element) throw new Error('index.html has no #root element')
const root = createRoot(element)

// Before the first paint, so a chosen theme never flashes the other one.
applyThemeChoice(readThemeChoice())

// index.html already shows the shell (painted before any script ran); React
// replaces it with the app once the deployment's settings (this browser's
// copy, or the proxy's answer, whose request began as the HTML was parsed)
// and the language's catalogue (one small chunk, fetched alongside) are in,
// whose first screen is the same shell until the chain registry answers.
void loadApiContract().catch(() => {
  // fetchEndpoint reports a failed load as a network error where it matters.
})

/** Not part of the first load: only a page that cannot start shows it. */
const startupError = lazyModule(() => import('./StartupError'))

const storage = getLocalStorage()
preloadWalletConfig({ storage })
const i18nLoaded = loadPageI18n({ storage })
// EIP-55 checksums need keccak, kept off the first load: a link that names
// a token, or a recipient in storage, fetches that code alongside.
const linkChecksum = hasLinkAddresses(window.location.search)
  ? addressChecksumModule.load()
  : null
const recipientCheck = hasStoredRecipient(storage, SETTINGS_STORAGE_KEY)
  ? checkedRecipientModule.load()
  : null
/** What the app needs besides its settings. */
const pageParts = Promise.all([i18nLoaded, linkChecksum, recipientCheck])
type PageParts = Awaited<typeof pageParts>

/** The settings the app runs on: the copy's, then the proxy's. */
let shown: Deployment | null = null
/** A new key starts the app again (only where a page load cannot). */
let generation = 0

function renderApp(
  deployment: Deployment,
  [i18n, addressChecksum, check]: PageParts,
) {
  // The shell is on screen already: React may render the app in slices,
  // yielding to the browser between them, instead of in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App
          key={generation}
          deployment={deployment}
          i18n={i18n}
          addressChecksum={addressChecksum}
          readStoredRecipient={check?.readCheckedRecipient}
        />
      </StrictMode>,
    ),
  )
}

const deploymentCopy = loadDeploymentCopy(storage)

// A returning, connected person's balances are asked of the chain now,
// through the RPC the settings name (readBalancesAhead.ts).
deploymentCopy.then(
  (copy) =>
    copy &&
    readBalancesAheadFor({
      savedAccount: readSavedWalletAccount(storage),
      link: parseSwapSearch(window.location.search).values,
      rpcUrls: copy.rpcUrls,
    }),
  () => {},
)

// A returning visitor starts from the settings this page read last
// (deploymentCopy.ts), without waiting for the proxy's answer.
Promise.all([deploymentCopy, pageParts]).then(
  ([copy, parts]) => {
    if (!copy || shown) return
    shown = copy
    renderApp(copy, parts)
  },
  () => {
    // No copy: the proxy's answer starts the app.
  },
)

Promise.all([loadDeployment(), pageParts]).then(
  ([deployment, parts]) => {
    saveDeploymentCopy(storage, deployment)
    if (shown && isSameDeployment(shown, deployment)) return
    if (shown && dropDeploymentCopy(storage)) {
      // Settings changed since the copy: the page starts again from the
      // proxy's answer alone (no copy now, so once).
      location.reload()
      return
    }
    if (shown) generation += 1
    shown = deployment
    renderApp(deployment, parts)
  },
  async (error: unknown) => {
    console.error(error)
    // The copy stands: the app's own requests say what does not answer.
    if (shown) return
    const i18n = await i18nLoaded
    const { StartupError } = await startupError.load()
    root.render(
      <LocaleProvider i18n={i18n} storage={storage}>
        <StartupError
          failure={error instanceof DeploymentLoadError ? error.failure : null}
        />
      </LocaleProvider>,
    )
  },
)
