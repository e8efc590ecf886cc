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
export { WalletNoticeDriver } from './containers/WalletNoticeDriver'
export { WrongChainPrompt } from './containers/WrongChainPrompt'
export { useHasWalletNotice } from './hooks/useHasWalletNotice'
export { useSwitchWalletChain } from './hooks/useSwitchWalletChain'
export { useWalletAccount, type WalletAccount } from './hooks/useWalletAccount'
export { WalletNoticeDriverContext } from './hooks/useWalletNoticeDriver'
export {
  getLazyConnectors,
  type LazyConnector,
  preloadWalletConnectCode,
} from './lazyConnectors'
