import { useLingui } from '@lingui/react/macro'
import { checkPinnedRouter } from '../checkPinnedRouter'
import { useRouterAcknowledgement } from '../store/RouterAcknowledgementProvider'
import type { AppChain } from '../types'

export type RouterVerificationNoticeProps = { chain: AppChain }

/**
 * What the reviewed router table says about this chain's registry entry: a
 * mismatch is shown as the reason signing is refused; an unlisted chain asks
 * once for the person's acknowledgement before anything can be signed.
 */
export function RouterVerificationNotice({
  chain,
}: RouterVerificationNoticeProps) {
  const { t, i18n } = useLingui()
  const verdict = checkPinnedRouter({
    chainId: chain.id,
    routerAddress: chain.routerAddress,
    routerCodeHash: chain.routerCodeHash,
    i18n,
  })
  const { isAcknowledged, isChecking, acknowledge } = useRouterAcknowledgement(
    chain.id,
    chain.routerAddress,
  )
  if (verdict.status === 'mismatch') {
    return (
      <p className="text-error" role="alert">
        {verdict.message}
      </p>
    )
  }
  if (verdict.status === 'ok' || isAcknowledged || isChecking) return null
  return (
    <div className="token-notice" role="note">
      <p>{verdict.message}</p>
      <button type="button" className="token-button" onClick={acknowledge}>
        {t`I understand: this router is not independently verified`}
      </button>
    </div>
  )
}
