import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import { Spinner } from '../../../ui/Spinner'
import { useComparePanel } from '../store/ComparePanelStoreProvider'
import type { DexComparePanelProps } from '../types'
import { PanelErrorBoundary } from './PanelErrorBoundary'
import '../compare.css'

/** The panel's code, fetched on intent (pointer or focus on the toggle). */
const dexComparePanel = lazyModule(() => import('./DexComparePanel'))

/** A failed load here is left for the open panel to meet and show. */
const preloadPanel = () => {
  dexComparePanel.load().catch(() => {})
}

/** The open panel once its code is here; a failed load goes to the boundary. */
function LoadedPanel(props: DexComparePanelProps) {
  const { t } = useLingui()
  const panel = useLazyModule(dexComparePanel)
  if (panel) return <panel.DexComparePanel {...props} />
  return (
    <p className="compare-notice">
      <Spinner label={t`Loading`} />
      {t`Loading the comparison…`}
    </p>
  )
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
  // A new attempt remounts the panel, which asks for its code again.
  const [attempt, setAttempt] = useState(0)
  return (
    <div className="compare">
      <button
        type="button"
        className="compare-toggle"
        aria-expanded={isOpen}
        aria-controls={regionId}
        onClick={actions.panelToggled}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
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
            key={attempt}
            onRetry={() => setAttempt((current) => current + 1)}
          >
            <LoadedPanel {...props} />
          </PanelErrorBoundary>
        ) : null}
      </section>
    </div>
  )
}
