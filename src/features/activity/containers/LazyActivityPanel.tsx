import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import type { ActivityPanelProps } from './ActivityPanel'

/** The history below the swap: loaded after the first screen. */
const activityPanel = lazyModule(() => import('./ActivityPanel'))

export function LazyActivityPanel(props: ActivityPanelProps) {
  const panel = useLazyModule(activityPanel, props.account !== null)
  if (!props.account || !panel) return null
  return <panel.ActivityPanel {...props} />
}
