import { Component, type ErrorInfo, type ReactNode } from 'react'
import { toUserError } from '../lib/toUserError'

type ErrorBoundaryProps = { children: ReactNode }
type ErrorBoundaryState = { error: unknown; hasError: boolean }

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
    return (
      <main className="app-error" role="alert">
        <h1>Something broke</h1>
        <p>{toUserError(this.state.error).message}</p>
        <button
          type="button"
          className="button-primary"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </main>
    )
  }
}
