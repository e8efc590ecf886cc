export { LazySettingsDialog } from './containers/LazySettingsDialog'
export { createSettingsStore } from './store/createSettingsStore'
export {
  defaultSettings,
  migrateSettings,
  SETTINGS_STORAGE_KEY,
} from './store/migrateSettings'
export {
  SettingsStoreProvider,
  useSettings,
  useSettingsActions,
} from './store/SettingsStoreProvider'
export type { ApprovalMode, SettingsValues } from './store/types'
export {
  getSlippageWarning,
  type SlippageWarning,
  slippageWarningMessages,
} from './validateSlippageInput'
