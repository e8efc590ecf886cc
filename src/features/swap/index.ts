export { LazyAllowancesDialog as AllowancesDialog } from './containers/LazyAllowancesDialog'
export { SwapLink } from './containers/SwapLink'
export { SwapScreen } from './containers/SwapScreen'
export {
  type SwapHost,
  type SwapHostEvent,
  SwapHostProvider,
  useSwapHost,
} from './host/SwapHostProvider'
export { ExecutionReportsProvider } from './reports/ExecutionReportsProvider'
export {
  SwapFormStoreProvider,
  useSwapFormActions,
} from './store/SwapFormStoreProvider'
export { toFieldAmount } from './url/linkAmount'
export { hasLinkAddresses, parseSwapSearch } from './url/parseSwapSearch'
export { readSwapLink, type SwapLinkStart } from './url/readSwapLink'
