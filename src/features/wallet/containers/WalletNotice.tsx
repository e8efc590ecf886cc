import { Trans, useLingui } from '@lingui/react/macro'
import { useContext } from 'react'
import { useShortAddress } from '../../../lib/useShortAddress'
import { Banner } from '../../../ui/Banner'
import { WalletNoticeContext } from '../hooks/useHasWalletNotice'

/** Tells the person what happened to their wallet's connection that they
 * did not do here (useWalletNotice). */
export function WalletNotice() {
  const notice = useContext(WalletNoticeContext)
  const { t } = useLingui()
  const account = useShortAddress(
    notice?.kind === 'account-switched' ? notice.address : undefined,
  )
  if (!notice) return null
  switch (notice.kind) {
    case 'relay-down':
      return (
        <Banner tone="warning" title={t`Wallet connection lost`}>
          {t`WalletConnect's relay cannot be reached. Reconnecting… Requests to your wallet are sent once it is back.`}
        </Banner>
      )
    case 'session-ended':
      return (
        <Banner tone="info">
          {notice.endedBy === 'wallet'
            ? t`Your wallet ended the WalletConnect session. Connect again to swap.`
            : t`Your WalletConnect session expired. Connect again to swap.`}
        </Banner>
      )
    case 'account-switched': {
      if (!account) return null
      return (
        <Banner tone="info">
          <Trans>
            Your wallet switched to account <bdi>{account}</bdi>.
          </Trans>
        </Banner>
      )
    }
  }
}
