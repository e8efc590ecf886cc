import { LinguiContext } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Component, type ErrorInfo, type ReactNode, useContext } from 'react'
import { LocaleGate } from '../lib/i18n/LocaleGate'
import { toUserError } from '../lib/toUserError'

type ErrorBoundaryProps = { children: ReactNode }
type ErrorBoundaryState = { error: unknown; hasError: boolean }

function CrashMessage({ error }: { error: unknown }) {
  return (
    <main className="app-error" role="alert">
      <h1>
        <Trans>Something broke</Trans>
      </h1>
      <p>{toUserError(error).message}</p>
      <button
        type="button"
        className="button-primary"
        onClick={() => window.location.reload()}
      >
        <Trans>Reload the page</Trans>
      </button>
    </main>
  )
}

/** The boundary sits above the app's providers: where the crash took the
 * language with it, the page's language is loaded again for the message. */
function CrashNotice({ error }: { error: unknown }) {
  if (useContext(LinguiContext)) return <CrashMessage error={error} />
  return (
    <LocaleGate fallback={null}>
      <CrashMessage error={error} />
    </LocaleGate>
  )
}

/** Last resort: a readable message and a way out instead of a blank page. */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  ErrorBoundaryState
> {
  override state: ErrorBoundaryState = { error: null, hasError: false }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Swap app crashed', error, info.componentStack)
  }

  override render() {
    if (!this.state.hasError) return this.props.children
    return <CrashNotice error={this.state.error} />
  }
}
