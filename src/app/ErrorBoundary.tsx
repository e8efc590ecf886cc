import type { I18n } from '@lingui/core'
import { I18nProvider, LinguiContext } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { Component, type ErrorInfo, type ReactNode, useContext } from 'react'
import { createSourceI18n } from '../lib/i18n/loadI18n'
import { UserErrorText } from '../lib/UserErrorText'

type ErrorBoundaryProps = {
  /** The app's language, for the message: the boundary sits above the
   * app's providers. English without it. */
  i18n?: I18n
  children: ReactNode
}
type ErrorBoundaryState = { error: unknown; hasError: boolean }

function CrashMessage({ error }: { error: unknown }) {
  const { t } = useLingui()
  return (
    <main className="app-error" role="alert">
      <h1>{t`Something broke`}</h1>
      <p>
        <UserErrorText error={error} />
      </p>
      <button
        type="button"
        className="button-primary"
        onClick={() => window.location.reload()}
      >
        {t`Reload the page`}
      </button>
    </main>
  )
}

function CrashNotice({ error, i18n }: { error: unknown; i18n?: I18n }) {
  if (useContext(LinguiContext)) return <CrashMessage error={error} />
  return (
    <I18nProvider i18n={i18n ?? createSourceI18n()}>
      <CrashMessage error={error} />
    </I18nProvider>
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
    return <CrashNotice error={this.state.error} i18n={this.props.i18n} />
  }
}
