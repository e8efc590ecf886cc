import './swapScreen.css'
import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect } from 'react'
import { NATIVE_TOKEN_ADDRESS } from '../../../../schema/constants'
import { lazyModule, useLazyModule } from '../../../lib/lazyModule'
import { ActivityPanel } from '../../activity'
import type { AppChain } from '../../chains'
import { useWalletAccount } from '../../wallet'
import { useSwapHost } from '../host/SwapHostProvider'
import { useSwapForm, useSwapFormActions } from '../store/SwapFormStoreProvider'
import { SwapCard } from './SwapCard'

/** Pending swaps' follow-up: fetched once an account is connected. */
const resumeSwaps = lazyModule(() => import('./ResumeSwaps'))

export type SwapScreenProps = {
  /** The registry's chains, joined; never empty. */
  chains: readonly AppChain[]
  /** The page's link (SwapLink), above the card; a widget's frame has
   * none (its host's options are its link) and carries none of its code. */
  link?: ReactNode
}

function pickDefaultChain(
  chains: readonly AppChain[],
  walletChainId: number | null,
) {
  const usable = chains.filter((chain) => chain.status !== 'DISABLED')
  return (
    usable.find((chain) => chain.id === walletChainId) ??
    usable[0] ??
    chains[0] ??
    null
  )
}

/**
 * The swap page: settles on a chain the registry
 * knows (the link's, else the wallet's, else the first usable one) and
 * starts from the native coin.
 */
export function SwapScreen({ chains, link }: SwapScreenProps) {
  const form = useSwapForm()
  const account = useWalletAccount()
  const { chainSelected, tokenSelected } = useSwapFormActions()
  const { hide } = useSwapHost()
  // Swaps left pending by an earlier page, followed to their outcome and
  // reported, whether or not the history is shown.
  const resume = useLazyModule(resumeSwaps, account.address !== null)
  const chosen =
    chains.find((candidate) => candidate.id === form.chainId) ?? null
  // The card shows on the first render with the chain it is about to settle
  // on: a render without it would collapse the card to one line for a
  // frame (a layout shift, and the widget's frame resized twice).
  const chain = chosen ?? pickDefaultChain(chains, account.chainId)

  useEffect(() => {
    if (!chosen && chain) chainSelected(chain.id)
  }, [chosen, chain, chainSelected])

  useEffect(() => {
    if (chain && !form.sellToken && !form.buyToken) {
      tokenSelected('sell', NATIVE_TOKEN_ADDRESS)
    }
  }, [chain, form.sellToken, form.buyToken, tokenSelected])

  if (!chain) {
    return (
      <p className="muted">
        <Trans>Choosing a network…</Trans>
      </p>
    )
  }
  return (
    <div className="swap-screen">
      {/* Kept once here, across accounts: a swap it follows is followed once. */}
      {resume ? <resume.ResumeSwaps account={account.address} /> : null}
      {link}
      <SwapCard key={chain.id} chain={chain} chains={chains} />
      {hide.activity ? null : (
        <ActivityPanel account={account.address} chains={chains} />
      )}
    </div>
  )
}
