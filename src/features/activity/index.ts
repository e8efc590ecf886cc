export { SwapAmounts } from './components/SwapAmounts'
export { LazyActivityPanel as ActivityPanel } from './containers/LazyActivityPanel'
export { formatActivityAmount } from './model/formatActivityAmount'
export {
  ActivityStoreProvider,
  useActivity,
  useActivityActions,
} from './store/ActivityStoreProvider'
export {
  ACTIVITY_STORAGE_KEY,
  LEGACY_ACTIVITY_STORAGE_KEY,
} from './store/activityStorage'
export type {
  ActivityActions,
  ActivityAmount,
  ActivityEntry,
  ActivityStatus,
  ActivityToken,
} from './store/types'
