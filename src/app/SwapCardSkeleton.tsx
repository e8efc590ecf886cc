import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export type SwapCardSkeletonProps = {
  /** What is being waited for, for screen readers; null says nothing. */
  label: ReactNode
  /**
   * False: grey bars where the card's words go, for a shell painted before
   * its language is known (embed.html: the widget's `locale` is read by
   * script). The card's words come with React, in the right language.
   */
  hasWords?: boolean
}

/** A word, or a bar of its place when the language is not known yet. */
function Word({ text, hasWords }: { text: string; hasWords: boolean }) {
  return hasWords ? text : <span className="skeleton-bar skeleton-word" />
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
 * (inside AppLayout) so the page paints as soon as the HTML arrives, and
 * embed.html carries it without words; React renders the same until the
 * card is ready, so nothing moves in between. test/dom/indexShell.test.tsx
 * and embedShell.test.tsx keep the HTML in step.
 */
export function SwapCardSkeleton({
  label,
  hasWords = true,
}: SwapCardSkeletonProps) {
  const { t } = useLingui()
  return (
    <div className="swap-card">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className="swap-card-header" aria-hidden="true">
        <span className="swap-title skeleton-title">
          <Word
            text={t({ message: 'Swap', comment: "The swap card's title" })}
            hasWords={hasWords}
          />
        </span>
        <span className="chain-select">
          <span className="skeleton-label">
            <Word text={t`Network`} hasWords={hasWords} />
          </span>
          <span className="skeleton-bar skeleton-select" />
        </span>
        <span className="skeleton-bar skeleton-settings" />
      </div>
      <PanelSkeleton title={<Word text={t`You sell`} hasWords={hasWords} />} />
      <div className="flip-row" aria-hidden="true">
        <span className="skeleton-flip" />
      </div>
      <PanelSkeleton title={<Word text={t`You buy`} hasWords={hasWords} />} />
      <div className="swap-button-area" aria-hidden="true">
        <span className="skeleton-bar skeleton-action" />
      </div>
      <div className="skeleton-bar skeleton-compare" aria-hidden="true" />
    </div>
  )
}
