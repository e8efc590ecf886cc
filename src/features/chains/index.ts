export {
  getChainsQueryKey,
  getChainsQueryOptions,
} from './api/getChainsQueryOptions'
export {
  checkPinnedRouter,
  type PinnedRouterVerdict,
} from './checkPinnedRouter'
export { ChainLogo } from './components/ChainLogo'
export { ChainSelect } from './components/ChainSelect'
export { ChainStatusBanner } from './components/ChainStatusBanner'
export { RouterVerificationNotice } from './containers/RouterVerificationNotice'
export { useAppChains } from './hooks/useAppChains'
export { useChainsCopySavedAtMs } from './hooks/useChainsCopy'
export { joinChains } from './joinChains'
export {
  devnetBChain,
  devnetChain,
  knownChains,
  MULTICALL3_ADDRESS,
} from './knownChains'
export { type PinnedRouter, pinnedRouters } from './pinnedRouters'
export {
  RouterAcknowledgementProvider,
  useRouterAcknowledgement,
} from './store/RouterAcknowledgementProvider'
export { toViemChain } from './toViemChain'
export type { AppChain, ChainStatus } from './types'
