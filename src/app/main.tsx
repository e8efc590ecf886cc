import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadApiContract } from '../lib/apiClient'
import { loadEnv } from '../lib/env'
import { App } from './App'
import { AppShell } from './AppShell'
import { applyThemeChoice, readThemeChoice } from './theme'
import './styles.css'

/** The shell's status text, as in index.html. */
const SHELL_LABEL = 'Loading…'

const element = document.getElementById('root')
if (!element) throw new Error('index.html has no #root element')
const root = createRoot(element)

// Before the first paint, so a chosen theme never flashes the other one.
applyThemeChoice(readThemeChoice())

// index.html already shows the same shell (painted before any script ran);
// React takes it over here. Configuration and the API contract (zod) load
// together right after, before anything that needs them renders.
root.render(<AppShell label={SHELL_LABEL} />)
void loadApiContract().catch(() => {
  // fetchEndpoint reports a failed load as a network error where it matters.
})

loadEnv().then(
  (env) =>
    root.render(
      <StrictMode>
        <App env={env} />
      </StrictMode>,
    ),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    root.render(
      <main className="app-error" role="alert">
        <h1>The app is misconfigured</h1>
        <p>{message}</p>
      </main>,
    )
    console.error(error)
  },
)
