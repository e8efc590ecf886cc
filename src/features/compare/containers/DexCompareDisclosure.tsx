import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useState } from 'react'
import { Spinner } from '../../../ui/Spinner'
import { useComparePanel } from '../store/ComparePanelStoreProvider'
import type { DexComparePanelProps } from '../types'
import { PanelErrorBoundary } from './PanelErrorBoundary'
import '../compare.css'

const loadPanel = () => import('./DexComparePanel')

// A new lazy component per attempt: React.lazy keeps a failed load.
const createLazyPanel = () =>
  lazy(() =>
    loadPanel().then((module) => ({ default: module.DexComparePanel })),
  )

/**
 * Starts loading the panel's code ahead of time (pointer on the toggle).
 * A failure here is left for the open panel to meet and show.
 */
export function preloadDexComparePanel() {
  loadPanel().catch(() => {})
}

export type DexCompareDisclosureProps = DexComparePanelProps

/**
 * "Compare with single pools": a disclosure whose state is remembered. The
 * panel's code and its requests exist only while it is open.
 */
export function DexCompareDisclosure(props: DexCompareDisclosureProps) {
  const { t } = useLingui()
  const { isOpen, actions } = useComparePanel()
  const regionId = useId()
  const [panelLoad, setPanelLoad] = useState(() => ({
    attempt: 0,
    Panel: createLazyPanel(),
  }))
  const { Panel } = panelLoad
  return (
    <div className="compare">
      <button
        type="button"
        className="compare-toggle"
        aria-expanded={isOpen}
        aria-controls={regionId}
        onClick={actions.panelToggled}
        onPointerEnter={preloadDexComparePanel}
        onFocus={preloadDexComparePanel}
      >
        <span>{t`Compare with single pools`}</span>
        <span className="chevron" aria-hidden="true">
          {isOpen ? '▴' : '▾'}
        </span>
      </button>
      <section
        id={regionId}
        className="compare-panel"
        aria-label={t`Single-pool comparison`}
        hidden={!isOpen}
      >
        {isOpen ? (
          <PanelErrorBoundary
            key={panelLoad.attempt}
            onRetry={() =>
              setPanelLoad(({ attempt }) => ({
                attempt: attempt + 1,
                Panel: createLazyPanel(),
              }))
            }
          >
            <Suspense
              fallback={
                <p className="compare-notice">
                  <Spinner label={t`Loading`} />
                  {t`Loading the comparison…`}
                </p>
              }
            >
              <Panel {...props} />
            </Suspense>
          </PanelErrorBoundary>
        ) : null}
      </section>
    </div>
  )
}
