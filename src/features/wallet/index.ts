export type { AccountMenuItem } from './components/AccountMenu'
export {
  AccountButton,
  type AccountButtonProps,
} from './containers/AccountButton'
export {
  ConnectDialogProvider,
  useConnectDialog,
} from './containers/ConnectDialogProvider'
export { WalletNotice } from './containers/WalletNotice'
export { WrongChainPrompt } from './containers/WrongChainPrompt'
export { useSwitchWalletChain } from './hooks/useSwitchWalletChain'
export { useWalletAccount, type WalletAccount } from './hooks/useWalletAccount'
export { useHasWalletNotice } from './hooks/useWalletNotice'
export {
  getLazyConnectors,
  type LazyConnector,
  preloadWalletConnectCode,
} from './lazyConnectors'
