import { Trans, useLingui } from '@lingui/react/macro'
import { Banner } from '../../../ui/Banner'
import type { AppChain } from '../types'

export type ChainStatusBannerProps = {
  chain: Pick<AppChain, 'name' | 'status'>
}

/** Says what the chain's operational status means for the person. */
export function ChainStatusBanner({ chain }: ChainStatusBannerProps) {
  const { t } = useLingui()
  const { name } = chain
  if (chain.status === 'DEGRADED') {
    return (
      <Banner
        tone="warning"
        title={
          <Trans>
            <bdi>{name}</bdi> is degraded
          </Trans>
        }
      >
        {t`The swap service reports problems on this network. Quotes may be slow or fail, and prices may move before your swap lands.`}
      </Banner>
    )
  }
  if (chain.status === 'DISABLED') {
    return (
      <Banner
        tone="error"
        title={
          <Trans>
            Swaps on <bdi>{name}</bdi> are paused
          </Trans>
        }
      >
        {t`The swap service has disabled this network for now. You can look at prices on another network; swapping here is blocked until it is back.`}
      </Banner>
    )
  }
  return null
}
