// zod's settings before any schema is built (one start-up chunk runs them
// in import order: scripts/startupChunk.ts).
import '../lib/configureZod'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { loadApiContract } from '../lib/apiClient'
import { DeploymentLoadError, loadDeployment } from '../lib/loadDeployment'
import { App } from './App'
import { StartupError } from './StartupError'
import { applyThemeChoice, readThemeChoice } from './theme'
import './styles.css'

const element = document.getElementById('root')
if (!element) throw new Error('index.html has no #root element')
const root = createRoot(element)

// Before the first paint, so a chosen theme never flashes the other one.
applyThemeChoice(readThemeChoice())

// index.html already shows the shell (painted before any script ran); React
// replaces it with the app once the deployment's settings are read (their
// request began as the HTML was parsed), whose first screen is the same
// shell until the chain registry answers.
void loadApiContract().catch(() => {
  // fetchEndpoint reports a failed load as a network error where it matters.
})

loadDeployment().then(
  (deployment) =>
    // The shell is on screen already: React may render the app in slices,
    // yielding to the browser between them, instead of in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App deployment={deployment} />
        </StrictMode>,
      ),
    ),
  (error: unknown) => {
    root.render(
      <StartupError
        message={
          error instanceof DeploymentLoadError
            ? error.message
            : 'The page could not load its code. Check your connection and try again.'
        }
      />,
    )
    console.error(error)
  },
)
