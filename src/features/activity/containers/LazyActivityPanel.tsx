import { lazy, Suspense } from 'react'
import type { ActivityPanelProps } from './ActivityPanel'

const ActivityPanel = lazy(() =>
  import('./ActivityPanel').then((module) => ({
    default: module.ActivityPanel,
  })),
)

/** The history below the swap: loaded after the first screen. */
export function LazyActivityPanel(props: ActivityPanelProps) {
  if (!props.account) return null
  return (
    <Suspense fallback={null}>
      <ActivityPanel {...props} />
    </Suspense>
  )
}
