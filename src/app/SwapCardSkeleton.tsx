import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export type SwapCardSkeletonProps = {
  /** What is being waited for, for screen readers. */
  label: ReactNode
}

function PanelSkeleton({ title }: { title: ReactNode }) {
  return (
    <div className="swap-panel" aria-hidden="true">
      <div className="panel-top">
        <span className="panel-label">{title}</span>
      </div>
      <div className="panel-main">
        <span className="skeleton-amount">0</span>
        <span className="skeleton-bar skeleton-token" />
      </div>
      <div className="panel-bottom" />
    </div>
  )
}

/**
 * The swap card's shape before it can be used: the same box, panels and
 * button rows as the card (same classes, so the same sizes in both themes),
 * with grey bars for what is not known yet. index.html carries this markup
 * (inside AppLayout) so the page paints as soon as the HTML arrives; React
 * renders the same until the card is ready, so nothing moves in between.
 * test/dom/indexShell.test.tsx keeps index.html in step.
 */
export function SwapCardSkeleton({ label }: SwapCardSkeletonProps) {
  const { t } = useLingui()
  return (
    <div className="swap-card">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className="swap-card-header" aria-hidden="true">
        <span className="swap-title skeleton-title">
          {t({ message: 'Swap', comment: "The swap card's title" })}
        </span>
        <span className="chain-select">
          <span className="skeleton-label">{t`Network`}</span>
          <span className="skeleton-bar skeleton-select" />
        </span>
        <span className="skeleton-bar skeleton-settings" />
      </div>
      <PanelSkeleton title={t`You sell`} />
      <div className="flip-row" aria-hidden="true">
        <span className="skeleton-flip" />
      </div>
      <PanelSkeleton title={t`You buy`} />
      <div className="swap-button-area" aria-hidden="true">
        <span className="skeleton-bar skeleton-action" />
      </div>
      <div className="skeleton-bar skeleton-compare" aria-hidden="true" />
    </div>
  )
}
