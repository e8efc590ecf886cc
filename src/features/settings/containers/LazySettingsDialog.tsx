import { lazy, Suspense } from 'react'
import type { SettingsDialogProps } from './SettingsDialog'

const SettingsDialog = lazy(() =>
  import('./SettingsDialog').then((module) => ({
    default: module.SettingsDialog,
  })),
)

/** The settings dialog, loaded when it is first opened: not first-load JS. */
export function LazySettingsDialog(props: SettingsDialogProps) {
  if (!props.isOpen) return null
  return (
    <Suspense fallback={null}>
      <SettingsDialog {...props} />
    </Suspense>
  )
}
