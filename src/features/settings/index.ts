export { checkedRecipientModule } from './checkedRecipientModule'
export { LazySettingsDialog } from './containers/LazySettingsDialog'
export {
  type CreateSettingsStoreParameters,
  createSettingsStore,
} from './store/createSettingsStore'
export {
  defaultSettings,
  hasStoredRecipient,
  migrateSettings,
  type ReadRecipient,
  SETTINGS_STORAGE_KEY,
} from './store/migrateSettings'
export {
  SettingsStoreProvider,
  useHostSettings,
  useSettings,
  useSettingsActions,
} from './store/SettingsStoreProvider'
export type {
  ApprovalMode,
  HostSettings,
  SettingsValues,
} from './store/types'
export {
  getSlippageWarning,
  type SlippageWarning,
} from './validateSlippageInput'
