export { LazyActivityPanel as ActivityPanel } from './containers/LazyActivityPanel'
export {
  followTransaction,
  type ReplacementReason,
} from './hooks/followTransaction'
export {
  ActivityStoreProvider,
  useActivity,
  useActivityActions,
} from './store/ActivityStoreProvider'
export {
  ACTIVITY_STORAGE_KEY,
  migrateActivity,
  parseActivity,
} from './store/parseActivity'
export type {
  ActivityActions,
  ActivityEntry,
  ActivitySettlement,
  ActivityStatus,
} from './store/types'
