import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import type { AllowancesDialogProps } from './AllowancesDialog'

/** The allowances page: fetched when the account menu opens it. */
const allowancesDialog = lazyModule(() => import('./AllowancesDialog'))

export function LazyAllowancesDialog(props: AllowancesDialogProps) {
  const module = useLazyModule(allowancesDialog)
  return module ? <module.AllowancesDialog {...props} /> : null
}
