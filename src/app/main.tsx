import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { loadApiContract } from '../lib/apiClient'
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
// replaces it with the app once the deployment's settings (their request
// began as the HTML was parsed) and the language's catalogue (one small
// chunk, fetched alongside) are in, whose first screen is the same shell
// until the chain registry answers.
void loadApiContract().catch(() => {
  // fetchEndpoint reports a failed load as a network error where it matters.
})

/** Not part of the first load: only a page that cannot start shows it. */
const startupError = lazyModule(() => import('./StartupError'))

const storage = getLocalStorage()
preloadWalletConfig({ storage })
const i18nLoaded = loadPageI18n({ storage })

Promise.all([loadDeployment(), i18nLoaded]).then(
  ([deployment, i18n]) =>
    // The shell is on screen already: React may render the app in slices,
    // yielding to the browser between them, instead of in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App deployment={deployment} i18n={i18n} />
        </StrictMode>,
      ),
    ),
  async (error: unknown) => {
    console.error(error)
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
