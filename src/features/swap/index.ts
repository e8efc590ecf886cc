export { LazyAllowancesDialog as AllowancesDialog } from './containers/LazyAllowancesDialog'
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
export { parseSwapSearch } from './url/parseSwapSearch'
