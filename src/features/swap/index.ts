export { SwapScreen } from './containers/SwapScreen'
export { SwapFormStoreProvider } from './store/SwapFormStoreProvider'
export { parseSwapSearch } from './url/parseSwapSearch'
