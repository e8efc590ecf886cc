import { Banner } from '../../../ui/Banner'
import type { AppChain } from '../types'

export type ChainStatusBannerProps = {
  chain: Pick<AppChain, 'name' | 'status'>
}

/** Says what the chain's operational status means for the person. */
export function ChainStatusBanner({ chain }: ChainStatusBannerProps) {
  if (chain.status === 'DEGRADED') {
    return (
      <Banner tone="warning" title={`${chain.name} is degraded`}>
        The swap service reports problems on this network. Quotes may be slow or
        fail, and prices may move before your swap lands.
      </Banner>
    )
  }
  if (chain.status === 'DISABLED') {
    return (
      <Banner tone="error" title={`Swaps on ${chain.name} are paused`}>
        The swap service has disabled this network for now. You can look at
        prices on another network; swapping here is blocked until it is back.
      </Banner>
    )
  }
  return null
}
