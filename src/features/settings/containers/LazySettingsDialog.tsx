import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import type { SettingsDialogProps } from './SettingsDialog'

/** The settings dialog, loaded when it is first opened: not first-load JS. */
const settingsDialog = lazyModule(() => import('./SettingsDialog'))

export function LazySettingsDialog(props: SettingsDialogProps) {
  const dialog = useLazyModule(settingsDialog, props.isOpen)
  if (!props.isOpen || !dialog) return null
  return <dialog.SettingsDialog {...props} />
}
