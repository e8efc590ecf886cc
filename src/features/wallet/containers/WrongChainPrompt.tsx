import { Trans, useLingui } from '@lingui/react/macro'
import { useChains, useConnection, useSwitchChain } from 'wagmi'
import { toUserError } from '../../../lib/toUserError'
import { Banner } from '../../../ui/Banner'

export type WrongChainPromptProps = {
  /** The chain the swap is on. */
  chainId: number
  chainName: string
}

/** Shown when the wallet is on another chain than the swap; offers a switch. */
export function WrongChainPrompt({
  chainId,
  chainName,
}: WrongChainPromptProps) {
  const { t, i18n } = useLingui()
  const connection = useConnection()
  const chains = useChains()
  const switchChain = useSwitchChain()
  if (connection.status !== 'connected' || connection.chainId === chainId) {
    return null
  }
  const walletChainId = connection.chainId
  const walletChain = chains.find((chain) => chain.id === walletChainId)?.name
  return (
    <Banner
      tone="warning"
      title={t`Wrong network`}
      action={
        <button
          type="button"
          className="button-primary"
          disabled={switchChain.isPending}
          onClick={() => switchChain.mutate({ chainId })}
        >
          {switchChain.isPending ? (
            t`Switching…`
          ) : (
            <Trans>
              Switch to <bdi>{chainName}</bdi>
            </Trans>
          )}
        </button>
      }
    >
      {walletChain === undefined ? (
        <Trans>
          Your wallet is on chain {walletChainId}. Switch it to{' '}
          <bdi>{chainName}</bdi> to swap here.
        </Trans>
      ) : (
        <Trans>
          Your wallet is on <bdi>{walletChain}</bdi>. Switch it to{' '}
          <bdi>{chainName}</bdi> to swap here.
        </Trans>
      )}
      {switchChain.error ? (
        <span className="text-error">
          {' '}
          {toUserError(switchChain.error, i18n).message}
        </span>
      ) : null}
    </Banner>
  )
}
