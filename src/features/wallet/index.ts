export type { AccountMenuItem } from './components/AccountMenu'
export {
  AccountButton,
  type AccountButtonProps,
} from './containers/AccountButton'
export {
  ConnectDialogProvider,
  useConnectDialog,
} from './containers/ConnectDialogProvider'
export { WalletDriver } from './containers/WalletDriver'
export { WalletNotice } from './containers/WalletNotice'
export { WrongChainPrompt } from './containers/WrongChainPrompt'
export { useHasWalletNotice } from './hooks/useHasWalletNotice'
export { useSwitchWalletChain } from './hooks/useSwitchWalletChain'
export { useWalletAccount, type WalletAccount } from './hooks/useWalletAccount'
export { WalletDriverContext } from './hooks/useWalletDriver'
export {
  getLazyConnectors,
  type LazyConnector,
  preloadConnectorCode,
} from './lazyConnectors'
