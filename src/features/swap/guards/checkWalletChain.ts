// The wallet signs on the network the transaction is for: a wallet on
// another network would sign for a chain the checks never looked at.
import { msg } from '@lingui/core/macro'
import { fail, type GuardResult, type GuardWords, guardI18n } from './types'

type CheckWalletChainParameters = GuardWords & {
  /** The network the wallet is on; null when it is on none. */
  walletChainId: number | null
  chainId: number
  /** A swap names its quote; an approval only the network. */
  purpose: 'swap' | 'approval'
}

export function checkWalletChain(
  parameters: CheckWalletChainParameters,
): GuardResult {
  const { walletChainId, purpose } = parameters
  if (walletChainId === parameters.chainId) return { ok: true }
  const i18n = guardI18n(parameters)
  const quoteChain = String(parameters.chainId)
  if (purpose === 'approval') {
    // Named as the catalogue knows this message.
    const chainId = quoteChain
    return fail(
      'chain',
      i18n._(
        msg`Your wallet is on another network. Switch to network ${chainId} to continue.`,
      ),
    )
  }
  const walletChain = String(walletChainId)
  return fail(
    'chain',
    walletChainId === null
      ? i18n._(
          msg`Your wallet is on no network, but this quote is for network ${quoteChain}. Switch networks to continue.`,
        )
      : i18n._(
          msg`Your wallet is on network ${walletChain}, but this quote is for network ${quoteChain}. Switch networks to continue.`,
        ),
  )
}
