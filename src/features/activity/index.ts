export { LazyActivityPanel as ActivityPanel } from './containers/LazyActivityPanel'
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
  ActivityStatus,
} from './store/types'
