export {
  getChainsQueryKey,
  getChainsQueryOptions,
} from './api/getChainsQueryOptions'
export { ChainSelect } from './components/ChainSelect'
export { ChainStatusBanner } from './components/ChainStatusBanner'
export { useAppChains } from './hooks/useAppChains'
export { joinChains } from './joinChains'
export { devnetChain, knownChains, MULTICALL3_ADDRESS } from './knownChains'
export type { AppChain, ChainStatus } from './types'
