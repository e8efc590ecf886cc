import { useLingui } from '@lingui/react/macro'
import { Component, type ReactNode } from 'react'

export type PanelErrorBoundaryProps = {
  children: ReactNode
  onRetry: () => void
}

type PanelErrorBoundaryState = { hasFailed: boolean }

function PanelFailure({ onRetry }: Pick<PanelErrorBoundaryProps, 'onRetry'>) {
  const { t } = useLingui()
  return (
    <div className="compare-notice" role="alert">
      <span className="text-error">
        {t`The comparison could not be shown. Check your connection.`}
      </span>
      <button
        type="button"
        className="button-secondary compare-small-button"
        onClick={onRetry}
      >
        {t`Try again`}
      </button>
    </div>
  )
}

/**
 * Keeps a failure of the panel (its code did not load, or it broke) inside
 * the panel: the swap form beside it stays usable.
 */
export class PanelErrorBoundary extends Component<
  PanelErrorBoundaryProps,
  PanelErrorBoundaryState
> {
  override state: PanelErrorBoundaryState = { hasFailed: false }

  static getDerivedStateFromError(): PanelErrorBoundaryState {
    return { hasFailed: true }
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children
    return <PanelFailure onRetry={this.props.onRetry} />
  }
}
